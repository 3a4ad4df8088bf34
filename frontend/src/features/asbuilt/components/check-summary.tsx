import { Paper, SimpleGrid, Text } from '@mantine/core';

import type { AsBuiltCheck } from '../types';
import { CHANGE_COLOURS, CHANGE_LABELS } from '../utils/diff-lines';
import { countFileStates } from '../utils/files';

function Stat({ label, value, colour }: { label: string; value: number | string; colour?: string }) {
  return (
    <Paper withBorder p="xs" radius="sm" role="group" aria-label={`${label}: ${value}`}>
      <Text size="xl" fw={700} c={colour}>
        {value}
      </Text>
      <Text size="xs" c="gray.7">
        {label}
      </Text>
    </Paper>
  );
}

/**
 * The check at a glance: differences by kind, settings that match, files read and failed, findings, the score and
 * how many rules it covers (those whose every field a file showed).
 */
export function CheckSummary({ check }: { check: AsBuiltCheck }) {
  const summary = check.state === 'complete' ? check.diff.summary : null;
  const files = countFileStates(check.files);
  const coverage = check.state === 'complete' ? check.assembly.coverage : null;
  return (
    <SimpleGrid cols={{ base: 2, sm: 4 }} spacing="xs" data-testid="as-built-summary">
      <Stat label={CHANGE_LABELS.changed} value={summary?.changed ?? '–'} colour={summary?.changed ? CHANGE_COLOURS.changed : undefined} />
      <Stat label={CHANGE_LABELS.missing} value={summary?.missing ?? '–'} colour={summary?.missing ? CHANGE_COLOURS.missing : undefined} />
      <Stat label={CHANGE_LABELS.extra} value={summary?.extra ?? '–'} colour={summary?.extra ? CHANGE_COLOURS.extra : undefined} />
      <Stat label="Same as planned" value={summary?.same ?? '–'} />
      <Stat label="Files parsed" value={files.parsed} />
      <Stat label="Files failed" value={files.failed} colour={files.failed ? 'red.9' : undefined} />
      <Stat label="Findings" value={check.findings.length} />
      <Stat label="Health score" value={check.score ?? '–'} />
      <Stat label="Rules checked" value={coverage ? `${coverage.checked} of ${coverage.total}` : '–'} />
    </SimpleGrid>
  );
}
