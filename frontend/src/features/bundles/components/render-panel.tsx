import { Alert, Anchor, Badge, Button, Group, List, Modal, Select, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { Link } from 'react-router';

import { JobProgress } from '@/components/jobs';
import { ErrorAlert } from '@/components/ui/error-alert';
import { ApiError } from '@/lib/api/errors';
import { formatDateTime } from '@/lib/format';

import { usePlanVersionErrors } from '../api/get-plan-version';
import { type RenderBundleResult, useRenderBundle } from '../api/render-bundle';
import type { PlanVersionSummary } from '../types';
import classes from './code.module.css';

type RenderPanelProps = {
  planId: number;
  versions: readonly PlanVersionSummary[];
  /** Architects render; everybody else only picks a version to read its score. */
  canRender: boolean;
  onFinished: () => void;
  /** The version picked at first (e.g. from ?version= in a link from a version page); the newest otherwise. */
  initialVersion?: number | null;
};

function errorCount(version: PlanVersionSummary | undefined): number {
  return version?.counts?.error ?? 0;
}

/**
 * The refusal's messages about fields of the plan's document (keyed `document/...`: a field nobody has chosen, or
 * missing shared storage), each once: every message names its field and where the editor sets it.
 */
function documentFieldErrors(error: unknown): string[] {
  if (!(error instanceof ApiError)) return [];
  const messages = Object.entries(error.fieldErrors)
    .filter(([field]) => field === 'document' || field.startsWith('document/'))
    .flatMap(([, list]) => list);
  return [...new Set(messages)];
}

/** Version picker with the version's score and errors, the Render button and the running job's progress. */
export function RenderPanel({ planId, versions, canRender, onFinished, initialVersion = null }: RenderPanelProps) {
  const [picked, setPicked] = useState<number | null>(() =>
    versions.some((candidate) => candidate.number === initialVersion) ? initialVersion : null,
  );
  const [confirming, setConfirming] = useState(false);
  const [started, setStarted] = useState<RenderBundleResult | null>(null);
  const render = useRenderBundle(planId);

  // The newest version unless the user picked another (versions come newest first).
  const number = picked ?? versions[0]?.number ?? null;
  const version = versions.find((candidate) => candidate.number === number);
  const errors = errorCount(version);

  const submit = (overrideErrors: boolean) => {
    if (number === null) return;
    render.mutate(
      { version: number, override_errors: overrideErrors },
      {
        onSuccess: (result) => {
          setConfirming(false);
          setStarted(result);
        },
        onError: (error) => {
          // The version gained errors since the list was loaded: ask, as if we had known.
          if (error instanceof ApiError && error.forField('override_errors').length > 0) setConfirming(true);
        },
      },
    );
  };

  const refusedForErrors = render.error instanceof ApiError && render.error.forField('override_errors').length > 0;
  const missingFields = documentFieldErrors(render.error);

  return (
    <Stack gap="md">
      <Group align="flex-end" gap="md" wrap="wrap">
        <Select
          label="Plan version"
          data={versions.map((candidate) => ({
            value: String(candidate.number),
            label: `Version ${candidate.number}${candidate.comment ? ` — ${candidate.comment}` : ''}`,
          }))}
          value={number === null ? null : String(number)}
          onChange={(next) => next && setPicked(Number(next))}
          allowDeselect={false}
          w={{ base: '100%', xs: 340 }}
        />
        {canRender ? (
          <Button
            // indigo-9: white text on the default indigo-6 is under 4.5:1.
            color="indigo.9"
            onClick={() => (errors > 0 ? setConfirming(true) : submit(false))}
            loading={render.isPending && !confirming}
            disabled={number === null}
          >
            Render bundle
          </Button>
        ) : null}
      </Group>

      {version ? (
        <Group gap="xs" wrap="wrap" aria-label={`Version ${version.number} validation`} role="group">
          <Badge variant="outline" color="indigo.9">
            Score {version.score ?? '—'}
          </Badge>
          <Badge variant="outline" color={errors > 0 ? 'red.9' : 'teal.9'}>
            {errors} {errors === 1 ? 'error' : 'errors'}
          </Badge>
          <Badge variant="outline" color="gray.7">
            {version.counts?.warning ?? 0} {version.counts?.warning === 1 ? 'warning' : 'warnings'}
          </Badge>
          <Text size="xs" className={classes.muted}>
            saved {formatDateTime(version.created_at)}
            {version.author ? ` by ${version.author}` : ''}
          </Text>
        </Group>
      ) : null}

      {!canRender ? (
        <Text size="sm" className={classes.muted}>
          Only architects of this project render bundles; you can read and download the ones below.
        </Text>
      ) : null}

      {missingFields.length > 0 ? (
        <Alert color="red" variant="light" role="alert" title="The bundle could not be started">
          <List size="sm" spacing={4}>
            {missingFields.map((message) => (
              <List.Item key={message}>{message}</List.Item>
            ))}
          </List>
          <Anchor component={Link} className={classes.link} to={`/plans/${planId}`} size="sm">
            Open the plan editor
          </Anchor>
        </Alert>
      ) : render.error && !refusedForErrors ? (
        <ErrorAlert error={render.error} title="The bundle could not be started" />
      ) : null}

      {started ? (
        <Stack gap="xs">
          <JobProgress key={started.job} jobId={started.job} label={`Bundle #${started.bundle} render`} onFinished={onFinished} />
          <Anchor component={Link} className={classes.link} to={`/bundles/${started.bundle}`} size="sm">
            Open bundle #{started.bundle}
          </Anchor>
        </Stack>
      ) : null}

      {version ? (
        <OverrideDialog
          planId={planId}
          version={version}
          opened={confirming}
          pending={render.isPending}
          onCancel={() => setConfirming(false)}
          onConfirm={() => submit(true)}
        />
      ) : null}
    </Stack>
  );
}

type OverrideDialogProps = {
  planId: number;
  version: PlanVersionSummary;
  opened: boolean;
  pending: boolean;
  onCancel: () => void;
  onConfirm: () => void;
};

/** Says what rendering despite error findings means, names them, and sends override_errors only on confirmation. */
function OverrideDialog({ planId, version, opened, pending, onCancel, onConfirm }: OverrideDialogProps) {
  const { data: findings, error } = usePlanVersionErrors(planId, version.number, opened);
  const errors = errorCount(version);
  return (
    <Modal opened={opened} onClose={onCancel} title={`Render version ${version.number} despite its errors?`} size="lg">
      <Stack gap="sm">
        <Text size="sm">
          The rule catalogue found {errors > 0 ? errors : 'some'} {errors === 1 ? 'error' : 'errors'} in this version. A
          bundle rendered from it carries settings the studies found to break the installation or to hurt the cluster,
          and the bundle will be marked as rendered with errors overridden.
        </Text>
        {findings && findings.length > 0 ? (
          <List size="sm" spacing={4} aria-label="Error findings">
            {findings.map((finding, index) => (
              <List.Item key={`${finding.rule}-${index}`}>
                <Text span fw={600} size="sm">
                  {finding.rule}
                </Text>{' '}
                {finding.title || finding.message}
              </List.Item>
            ))}
          </List>
        ) : null}
        {error ? <ErrorAlert error={error} title="The findings could not be loaded" /> : null}
        <Alert color="yellow" variant="light">
          Fixing the errors in the plan editor and saving a new version is usually the better way.
        </Alert>
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onCancel}>
            Cancel
          </Button>
          <Button color="red.9" onClick={onConfirm} loading={pending}>
            Render anyway
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
