import { Accordion, Alert, Anchor, Badge, Button, Group, List, Paper, RingProgress, Stack, Text, Title } from '@mantine/core';
import { memo, type ReactNode, useId, useState } from 'react';

import { StudyStatementList, statementAnchor, useStatements } from '@/components/studies';

import { type Finding, SEVERITIES, type Severity, type SeverityCounts } from '@/features/plans/types';
import { SEVERITY_BADGE, SEVERITY_LABELS } from '@/features/plans/utils/labels';
import { describePointer, scoreColour } from '@/features/plans/utils/format';
import { studyName } from '@/features/plans/utils/schema-info';
import { useStoreSelector } from '@/features/plans/utils/store';
import { type ChecksState, useEditor } from './editor-context';
import { FINDINGS_SECTION_ID } from './findings-shortcut';

/**
 * What a finding card shows. Plan findings carry a typed fix patch; findings from elsewhere (an as-built check)
 * only need the fix's title, so the card takes either.
 */
export type ShownFinding = Omit<Finding, 'fix'> & { fix: { title: string | null } | null };

type FindingCardProps<F extends ShownFinding> = {
  finding: F;
  readOnly: boolean;
  onApplyFix?: (finding: F) => void;
  onShow?: (pointer: string) => void;
};

/**
 * The study statements a finding's rule carries, quoted, each linking to it on the rule's page. Read when the reader
 * opens the finding's details, once per rule (the ledger changes only with a deployment).
 */
function FindingStatements({ rule }: { rule: string }) {
  const headingId = useId();
  const { data, isPending, isError } = useStatements({ rule });
  if (isPending) return <Text size="xs">Loading the study statements…</Text>;
  if (isError) return <Text size="xs">The study statements could not be loaded.</Text>;
  if (data.length === 0) return null;
  return (
    <Stack gap={4}>
      <Text span fw={600} size="xs" id={headingId}>
        What the studies say:
      </Text>
      <StudyStatementList
        statements={data}
        labelledBy={headingId}
        size="xs"
        linkTo={(statement) => `/rules/${encodeURIComponent(rule)}#${statementAnchor(statement.id)}`}
      />
    </Stack>
  );
}

/** One finding with everything behind it: message, rationale, evidence, study statements, sources and the fix. */
function FindingCardContent<F extends ShownFinding>({ finding, readOnly, onApplyFix, onShow }: FindingCardProps<F>) {
  const label = `${finding.rule} ${finding.title}`;
  const [open, setOpen] = useState(false);
  return (
    <Paper withBorder p="sm" radius="sm" component="article" aria-label={label} data-rule={finding.rule}>
      <Stack gap={6}>
        <Group gap={6} wrap="nowrap" align="flex-start">
          <Badge color={SEVERITY_BADGE[finding.severity]} variant="filled" autoContrast size="sm" style={{ flexShrink: 0 }}>
            {finding.rule}
          </Badge>
          <Text size="sm" fw={600}>
            {finding.title}
          </Text>
        </Group>
        <Text size="sm">{finding.message}</Text>
        <details onToggle={(event) => setOpen(event.currentTarget.open)}>
          <summary style={{ cursor: 'pointer', fontSize: 'var(--mantine-font-size-xs)' }}>Why, evidence and study statements</summary>
          <Stack gap={4} mt={4}>
            <Text size="xs">
              <Text span fw={600} size="xs">
                Rationale:{' '}
              </Text>
              {finding.rationale}
            </Text>
            <Text size="xs">
              <Text span fw={600} size="xs">
                Evidence:{' '}
              </Text>
              {finding.evidence}
            </Text>
            {open ? <FindingStatements rule={finding.rule} /> : null}
          </Stack>
        </details>
        <Stack gap={0}>
          {finding.sources.map((source) => (
            <Text size="xs" c="gray.7" key={`${source.document}-${source.section}`}>
              {studyName(source.document)} · <span>{source.document}</span> · § {source.section}
            </Text>
          ))}
        </Stack>
        <Group gap="xs">
          {finding.paths[0] && onShow ? (
            <Anchor c="indigo.8" component="button" type="button" size="xs" onClick={() => onShow(finding.paths[0] ?? '')}>
              Show {describePointer(finding.paths[0])}
            </Anchor>
          ) : null}
          {finding.fix && !readOnly && onApplyFix ? (
            <Button
              size="compact-xs"
              variant="light"
              onClick={() => onApplyFix(finding)}
              // Fix titles can be a sentence; let them wrap instead of being cut off.
              styles={{ root: { height: 'auto', minHeight: 22, paddingBlock: 3 }, label: { whiteSpace: 'normal', textAlign: 'left' } }}
            >
              Apply fix{finding.fix.title ? `: ${finding.fix.title}` : ''}
            </Button>
          ) : null}
        </Group>
      </Stack>
    </Paper>
  );
}

// memo() drops a component's type parameters; the cast gives them back (the props are the same).
export const FindingCard = memo(FindingCardContent) as typeof FindingCardContent;

export function SeverityCountBadges({ counts }: { counts: Partial<SeverityCounts> | null | undefined }) {
  return (
    <Group gap={4} wrap="wrap">
      {SEVERITIES.map((severity) => (
        <Badge key={severity} color={counts?.[severity] ? SEVERITY_BADGE[severity] : 'gray.7'} variant={counts?.[severity] ? 'filled' : 'outline'} autoContrast size="sm">
          {counts?.[severity] ?? 0} {severity}
        </Badge>
      ))}
    </Group>
  );
}

const selectState = (state: ChecksState) => state;

/** The health score, the counts and every finding grouped by severity, for the document as edited. */
export function FindingsPanel() {
  const { checks, readOnly, applyFix, focusField } = useEditor();
  const state = useStoreSelector(checks, selectState);
  const result = state.result;
  const generalErrors = [...state.errors.entries()];

  return (
    <Paper
      withBorder
      p="md"
      radius="md"
      component="section"
      aria-labelledby="findings-heading"
      id={FINDINGS_SECTION_ID}
      tabIndex={-1}
      style={{ scrollMarginTop: 72 }}
    >
      <Stack gap="sm">
        <Group justify="space-between" wrap="nowrap">
          <Title order={2} size="h4" id="findings-heading">
            Findings
          </Title>
          <Text size="xs" c="gray.7" role="status" aria-live="polite">
            {state.status === 'checking' ? 'Checking…' : state.status === 'invalid' ? 'Document has errors' : state.status === 'valid' ? 'Up to date' : ''}
          </Text>
        </Group>
        <Group gap="md" wrap="nowrap">
          <RingProgress
            size={84}
            thickness={8}
            roundCaps
            sections={[{ value: result?.score ?? 0, color: scoreColour(result?.score) }]}
            label={
              <Text ta="center" fw={700} size="lg" aria-label={`Health score ${result?.score ?? 'unknown'} of 100`}>
                {result?.score ?? '–'}
              </Text>
            }
          />
          <Stack gap={4}>
            <Text size="sm" fw={500}>
              Health score
            </Text>
            <SeverityCountBadges counts={result?.counts} />
          </Stack>
        </Group>
        {generalErrors.length ? (
          <Alert color="red" variant="light" title="The document is not valid" role="alert">
            <Stack gap={2}>
              {generalErrors.map(([pointer, messages]) => (
                <Text size="sm" key={pointer}>
                  {pointer ? (
                    <Anchor c="indigo.8" component="button" type="button" size="sm" onClick={() => focusField(pointer)}>
                      {describePointer(pointer)}
                    </Anchor>
                  ) : (
                    'Document'
                  )}
                  : {messages.join(' ')}
                </Text>
              ))}
            </Stack>
            {result ? (
              <Text size="xs" mt={4}>
                The findings below are from the last valid state of the document.
              </Text>
            ) : null}
          </Alert>
        ) : null}
        {state.status === 'failed' ? (
          <Alert color="orange" variant="light" title="Validation is unavailable">
            The rules could not be checked just now; your edits are kept and checked again on the next change.
          </Alert>
        ) : null}
        {result && result.findings.length === 0 ? <Text size="sm">No findings: the plan follows every rule that applies.</Text> : null}
        <FindingsAccordion findings={result?.findings ?? []} readOnly={readOnly} onApplyFix={applyFix} onShow={focusField} />
        {result?.not_checked?.length ? <NotCheckedRules rules={result.not_checked} coverage={result.coverage} onShow={focusField} /> : null}
      </Stack>
    </Paper>
  );
}

type NotCheckedRule = { rule: string; title: string; fields: string[] };

/**
 * The rules not run on an imported document: a field each reads is unknown (no file showed it), so the rule asks for
 * the field instead of giving a finding on a placeholder. Each field links to its input when it names one.
 */
function NotCheckedRules({
  rules,
  coverage,
  onShow,
}: {
  rules: readonly NotCheckedRule[];
  coverage: { checked: number; total: number } | null | undefined;
  onShow: (pointer: string) => void;
}) {
  return (
    <section aria-label="Rules not checked">
      <Alert color="gray" variant="light" title={`${rules.length} ${rules.length === 1 ? 'rule' : 'rules'} not checked`}>
        <Text size="sm">
          No file showed a field each of these rules reads: they give no finding until the field is chosen.
          {coverage ? ` The score covers ${coverage.checked} of ${coverage.total} rules.` : ''}
        </Text>
        <List size="sm" spacing={2} mt={4}>
          {rules.map((rule) => (
            <List.Item key={rule.rule}>
              {rule.rule} {rule.title}: not checked, no file shows{' '}
              {rule.fields.map((pointer, index) => (
                <span key={pointer}>
                  {index ? ', ' : ''}
                  {pointer.includes('*') ? (
                    describePointer(pointer)
                  ) : (
                    <Anchor c="indigo.8" component="button" type="button" size="sm" onClick={() => onShow(pointer)}>
                      {describePointer(pointer)}
                    </Anchor>
                  )}
                </span>
              ))}
            </List.Item>
          ))}
        </List>
      </Alert>
    </section>
  );
}

type FindingsAccordionProps<F extends ShownFinding> = Omit<FindingCardProps<F>, 'finding'> & {
  findings: readonly F[];
  /** Shown when there are no findings at all (nothing by default). */
  empty?: ReactNode;
};

/** Findings grouped by severity, errors and warnings open: the one findings list, used wherever findings show. */
export function FindingsAccordion<F extends ShownFinding>({ findings, readOnly, onApplyFix, onShow, empty }: FindingsAccordionProps<F>) {
  const grouped = new Map<Severity, F[]>();
  for (const finding of findings) grouped.set(finding.severity, [...(grouped.get(finding.severity) ?? []), finding]);
  if (findings.length === 0 && empty) return <>{empty}</>;
  return (
    <Accordion multiple defaultValue={['error', 'warning']} variant="separated">
      {SEVERITIES.filter((severity) => grouped.has(severity)).map((severity) => (
        <Accordion.Item value={severity} key={severity}>
          <Accordion.Control>
            <Group gap="xs">
              <Badge color={SEVERITY_BADGE[severity]} variant="filled" autoContrast size="sm">
                {grouped.get(severity)?.length ?? 0}
              </Badge>
              <Text size="sm" fw={500}>
                {SEVERITY_LABELS[severity]}
              </Text>
            </Group>
          </Accordion.Control>
          <Accordion.Panel>
            <Stack gap="xs">
              {(grouped.get(severity) ?? []).map((finding) => (
                <FindingCard
                  key={`${finding.rule}-${finding.paths.join()}`}
                  finding={finding}
                  readOnly={readOnly}
                  onApplyFix={onApplyFix}
                  onShow={onShow}
                />
              ))}
            </Stack>
          </Accordion.Panel>
        </Accordion.Item>
      ))}
    </Accordion>
  );
}
