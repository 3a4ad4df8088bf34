import { Alert, Button, Group, Stack, Text } from '@mantine/core';
import type { ComponentType } from 'react';

import { JobProgress } from '@/components/jobs';
import { Section } from '@/components/ui/section';
import { formatDateTime } from '@/lib/format';

import { REPORT_FORMATS, reportUrl } from '../api/links';
import type { AsBuiltCheck, CheckFinding } from '../types';
import { isCheckActive } from '../utils/check-state';
import { CheckStateBadge } from './check-state-badge';
import { CheckSummary } from './check-summary';
import { DiffTable } from './diff-table';
import { DocumentFields, type FieldChangesComponent } from './document-fields';
import { BundleOnlyFiles, FilesTable } from './files-table';
import { DeleteCheckButton } from './delete-check-button';
import { ImportButton } from './import-button';
import { NotCompared } from './not-compared';

/** The findings list the app hands in (the plan editor's, so there is one findings list in the product). */
export type FindingsListComponent = ComponentType<{ findings: readonly CheckFinding[] }>;

type CheckViewProps = {
  check: AsBuiltCheck;
  planName: string;
  canImport: boolean;
  /** Contributors and architects may delete a check; the page forgets it afterwards. */
  canDelete: boolean;
  onDeleted: () => void;
  FindingsList: FindingsListComponent;
  FieldChanges: FieldChangesComponent;
  onJobFinished: () => void;
};

/**
 * One check, in the order it is read: its progress and summary, then the differences from the plan (settings, then
 * document fields), the findings, and last the files compared; a bundle's own files (README, scripts, SQL, the
 * Ansible project) are listed apart, as files no cluster holds.
 */
export function CheckView({ check, planName, canImport, canDelete, onDeleted, FindingsList, FieldChanges, onJobFinished }: CheckViewProps) {
  const active = isCheckActive(check);
  const finished = check.state === 'complete';
  return (
    <Stack gap="md" data-check={check.id}>
      <Section
        id="as-built-check-heading"
        title={`Check ${check.id} against version ${check.version}`}
        actions={
          <Group gap="xs" wrap="wrap">
            {REPORT_FORMATS.map(({ format, label }) =>
              finished ? (
                <Button key={format} component="a" href={reportUrl(check.id, format)} download variant="default">
                  {label} report
                </Button>
              ) : (
                <Button key={format} variant="default" disabled>
                  {label} report
                </Button>
              ),
            )}
            {canImport && finished && check.files.some((file) => file.state === 'parsed') ? <ImportButton checkId={check.id} suggestedName={`${planName} as built`} /> : null}
            {canDelete && !active ? <DeleteCheckButton planId={check.plan} checkId={check.id} onDeleted={onDeleted} /> : null}
          </Group>
        }
      >
        <Stack gap="sm">
          <Group gap="xs" wrap="wrap">
            <CheckStateBadge state={check.state} />
            <Text size="sm" c="gray.7">
              {formatDateTime(check.created_at)}
              {check.created_by ? ` · ${check.created_by}` : ''}
              {check.nodes.length ? ` · nodes: ${check.nodes.join(', ')}` : ''}
            </Text>
          </Group>
          {check.job !== null && (active || check.state === 'failed') ? (
            <JobProgress key={check.job} jobId={check.job} label="As-built check" onFinished={onJobFinished} />
          ) : null}
          {check.state === 'failed' && check.error ? (
            <Alert color="red" variant="light" title="The check failed" role="alert" style={{ whiteSpace: 'pre-line' }}>
              {check.error}
            </Alert>
          ) : null}
          <CheckSummary check={check} />
        </Stack>
      </Section>
      <Section id="as-built-diff-heading" title="Differences from the plan">
        {finished ? (
          <>
            <DiffTable lines={check.diff.lines} />
            <NotCompared diff={check.diff} />
          </>
        ) : (
          <Text size="sm">{active ? 'Comparing…' : 'No comparison was made.'}</Text>
        )}
      </Section>
      <Section id="as-built-fields-heading" title="Document fields">
        {finished ? (
          <DocumentFields fields={check.diff.fields} assembled={check.document !== null} FieldChanges={FieldChanges} />
        ) : (
          <Text size="sm">{active ? 'Comparing…' : 'No comparison was made.'}</Text>
        )}
      </Section>
      <Section id="as-built-findings-heading" title="Findings on the cluster as built">
        {finished ? (
          <FindingsList findings={check.findings} />
        ) : (
          <Text size="sm">{active ? 'Checking the rules…' : 'The rules were not checked.'}</Text>
        )}
      </Section>
      <Section id="as-built-files-heading" title="Files compared">
        <Stack gap="sm">
          <FilesTable files={check.files.filter((file) => !file.bundle_only)} />
          <BundleOnlyFiles files={check.files.filter((file) => file.bundle_only)} />
        </Stack>
      </Section>
    </Stack>
  );
}
