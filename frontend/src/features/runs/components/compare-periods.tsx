import { Anchor, Button, Group, List, Stack, Text } from '@mantine/core';
import { Link } from 'react-router';

import { ErrorAlert } from '@/components/ui/error-alert';

import { useSplitCompareReport } from '../api/split-compare-report';
import type { RunFile } from '../types';

/** A parsed AWR compare-period report can become two runs, one per period; contributors do it from here. */
export function ComparePeriods({ files, canWrite }: { files: RunFile[]; canWrite: boolean }) {
  const reports = files.filter((file) => file.state === 'parsed' && file.kind === 'awr_compare');
  const split = useSplitCompareReport();
  if (reports.length === 0) return null;
  return (
    <Stack gap="xs" aria-label="Compare-period reports" role="group">
      <Text size="sm">
        {reports.length === 1 ? 'This run holds an AWR compare-period report' : 'This run holds AWR compare-period reports'}
        : each compares two snapshot periods.
      </Text>
      {reports.map((file) => (
        <Group key={file.id} gap="sm" wrap="wrap">
          <Text size="sm" ff="monospace">
            {file.name}
          </Text>
          {canWrite ? (
            <Button size="xs" variant="default" loading={split.isPending && split.variables === file.id} onClick={() => split.mutate(file.id)}>
              Make one run per period
            </Button>
          ) : null}
        </Group>
      ))}
      {split.error ? <ErrorAlert error={split.error} title="The report could not be split" /> : null}
      {split.data ? (
        <List size="sm" aria-label="Runs made from the periods">
          {split.data.runs.map((run) => (
            <List.Item key={run.id}>
              <Anchor component={Link} to={`/runs/${run.id}`}>
                {run.label}
              </Anchor>
            </List.Item>
          ))}
        </List>
      ) : null}
      {split.data ? (
        <Text size="xs" c="dimmed">
          Their files are parsed in the background; then compare the two runs on the Comparisons page.
        </Text>
      ) : null}
    </Stack>
  );
}
