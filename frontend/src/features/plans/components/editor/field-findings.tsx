import { Badge, Group, Stack, Table, Text } from '@mantine/core';
import { memo } from 'react';

import type { Finding } from '@/features/plans/types';
import { SEVERITY_BADGE } from '@/features/plans/utils/labels';
import { useFindingsAt } from './editor-context';

/** One line per finding: severity, rule id and the specific message. */
export function FindingLines({ findings }: { findings: readonly Finding[] }) {
  if (findings.length === 0) return null;
  return (
    <Stack gap={2} mt={4}>
      {findings.map((finding) => (
        <Group key={`${finding.rule}-${finding.paths.join()}`} gap={6} wrap="nowrap" align="flex-start">
          <Badge size="xs" variant="filled" autoContrast color={SEVERITY_BADGE[finding.severity]} style={{ flexShrink: 0 }}>
            {finding.severity}
          </Badge>
          <Text size="xs" c="dark.6">
            <Text span fw={600} size="xs">
              {finding.rule}
            </Text>{' '}
            {finding.message}
          </Text>
        </Group>
      ))}
    </Stack>
  );
}

/** The findings that name exactly this field, shown under its input. */
export const FieldFindings = memo(function FieldFindings({ pointer }: { pointer: string }) {
  const findings = useFindingsAt(pointer);
  return <FindingLines findings={findings} />;
});

/**
 * The server's errors and the findings of one row of an editor table (a node, a disk), in a row of their own under
 * it; nothing when there are none.
 */
export function RowProblems({ errors, findings, colSpan }: { errors: readonly string[]; findings: readonly Finding[]; colSpan: number }) {
  if (findings.length === 0 && errors.length === 0) return null;
  return (
    <Table.Tr>
      <Table.Td colSpan={colSpan} pt={0}>
        {/* Sticky and narrower than the screen, so the messages stay readable while the wide table scrolls. */}
        <div style={{ position: 'sticky', left: 8, maxWidth: 'min(640px, 80vw)' }}>
          {errors.length ? (
            <Text size="xs" c="red" role="alert">
              {errors.join(' ')}
            </Text>
          ) : null}
          <FindingLines findings={findings} />
        </div>
      </Table.Td>
    </Table.Tr>
  );
}
