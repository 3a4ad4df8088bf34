import { Alert, Anchor, Button, Group, Stack, Text } from '@mantine/core';
import type { ComponentType } from 'react';
import { Link } from 'react-router';

import { JobProgress } from '@/components/jobs';
import { Section } from '@/components/ui/section';
import { formatDateTime } from '@/lib/format';

import { REPORT_FORMATS, reportUrl } from '../api/links';
import type { AsBuiltCheck, CheckFinding } from '../types';
import { checkHref } from '../utils/check-href';
import { isCheckActive } from '../utils/check-state';
import { remediableNodes } from '../utils/remediation';
import { CheckStateBadge } from './check-state-badge';
import { CheckSummary } from './check-summary';
import { DiffTable } from './diff-table';
import { DriftClosing } from './drift-closing';
import { DocumentFields, type FieldChangesComponent } from './document-fields';
import { BundleOnlyFiles, FilesTable } from './files-table';
import { DeleteCheckButton } from './delete-check-button';
import { ImportButton } from './import-button';
import { NotChecked } from './not-checked';
import { NotCompared } from './not-compared';
import { RecheckForm } from './recheck-form';
import { RemediationPanel } from './remediation-panel';

/** The findings list the app hands in (the plan editor's, so there is one findings list in the product). */
export type FindingsListComponent = ComponentType<{ findings: readonly CheckFinding[] }>;

type CheckViewProps = {
  check: AsBuiltCheck;
  planName: string;
  canImport: boolean;
  /** Contributors and architects may delete a check; the page forgets it afterwards. */
  canDelete: boolean;
  /** Contributors and architects (of a plan not archived) produce remediations and check again. */
  canRemediate: boolean;
  onDeleted: () => void;
  /** A check made again from this one: the page opens it. */
  onRechecked: (answer: AsBuiltCheck) => void;
  FindingsList: FindingsListComponent;
  FieldChanges: FieldChangesComponent;
  onJobFinished: () => void;
};

/**
 * One check, in the order it is read: its progress and summary, then the differences from the plan (settings, then
 * document fields), the findings, and last the files compared; a bundle's own files (README, scripts, SQL, the
 * Ansible project) are listed apart, as files no cluster holds.
 */
export function CheckView({ check, planName, canImport, canDelete, canRemediate, onDeleted, onRechecked, FindingsList, FieldChanges, onJobFinished }: CheckViewProps) {
  const active = isCheckActive(check);
  const finished = check.state === 'complete';
  const drifted = remediableNodes(check);
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
          {check.previous !== null ? (
            <Text size="sm">
              Checks again{' '}
              <Anchor component={Link} to={checkHref(check.plan, { id: check.previous, version: check.version })}>
                check {check.previous}
              </Anchor>
              .
            </Text>
          ) : null}
          {check.rechecks.length > 0 ? (
            <Text size="sm">
              Checked again in{' '}
              {check.rechecks.map((id, index) => (
                <span key={id}>
                  {index > 0 ? ', ' : ''}
                  <Anchor component={Link} to={checkHref(check.plan, { id, version: check.version })}>
                    check {id}
                  </Anchor>
                </span>
              ))}
              .
            </Text>
          ) : null}
          <CheckSummary check={check} />
        </Stack>
      </Section>
      {check.closing ? (
        <Section id="as-built-closing-heading" title={`Drift since check ${check.closing.previous}`}>
          <DriftClosing planId={check.plan} version={check.version} closing={check.closing} />
        </Section>
      ) : null}
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
      {finished && (drifted.length > 0 || check.remediations.length > 0) ? (
        <Section id="as-built-remediation-heading" title="Remediation">
          <RemediationPanel check={check} canRequest={canRemediate} />
        </Section>
      ) : null}
      {finished && canRemediate && check.nodes.some((node) => node !== 'cluster') ? (
        <Section id="as-built-recheck-heading" title="Check again">
          <RecheckForm check={check} nodes={check.nodes.filter((node) => node !== 'cluster')} onRechecked={onRechecked} />
        </Section>
      ) : null}
      <Section id="as-built-findings-heading" title="Findings on the cluster as built">
        {finished ? (
          <>
            <NotChecked coverage={check.assembly.coverage} />
            <FindingsList findings={check.findings} />
          </>
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
