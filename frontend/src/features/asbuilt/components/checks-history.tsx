import { Anchor, Group, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { Link } from 'react-router';

import { type DataColumn, DataTable } from '@/components/ui/data-table';
import { ErrorAlert } from '@/components/ui/error-alert';
import { LabelledPagination } from '@/components/ui/labelled-pagination';
import { PAGE_SIZE } from '@/lib/api/vocabulary';
import { formatDateTime } from '@/lib/format';

import { useChecks } from '../api/get-checks';
import type { AsBuiltCheck as Check } from '../types';
import { checkHref } from '../utils/check-href';
import { CheckStateBadge } from './check-state-badge';

/** How many settings differ from the plan, once the check is complete. */
function differenceCount(check: Check) {
  const summary = check.state === 'complete' ? check.diff.summary : null;
  return summary ? summary.changed + summary.missing + summary.extra : '—';
}

/** Earlier checks of the plan, newest first; each one's link is its own address (?check=N), which shows it. */
export function ChecksHistory({ planId, currentId }: { planId: number; currentId: number | null }) {
  const [page, setPage] = useState(1);
  const checks = useChecks(planId, page);
  if (checks.error) return <ErrorAlert error={checks.error} title="The earlier checks could not be loaded" />;
  if (!checks.data) return <Text size="sm">Loading the earlier checks…</Text>;
  if (checks.data.count === 0) return <Text size="sm">No checks of this plan yet.</Text>;
  const pages = Math.ceil(checks.data.count / PAGE_SIZE);
  const columns: readonly DataColumn<Check>[] = [
    {
      key: 'check',
      header: 'Check',
      cell: (check) => (
        <Anchor component={Link} to={checkHref(planId, check)} size="sm" c="indigo.8">
          Check {check.id}
        </Anchor>
      ),
    },
    { key: 'version', header: 'Version', cell: (check) => check.version },
    { key: 'when', header: 'When', cell: (check) => <Text size="sm">{formatDateTime(check.created_at)}</Text> },
    { key: 'by', header: 'By', cell: (check) => check.created_by ?? '—' },
    { key: 'state', header: 'State', cell: (check) => <CheckStateBadge state={check.state} /> },
    { key: 'differences', header: 'Differences', cell: differenceCount },
  ];
  return (
    <Stack gap="xs">
      <DataTable
        label="Earlier checks"
        minWidth={520}
        scroll={{ type: 'native' }}
        verticalSpacing={4}
        columns={columns}
        rows={checks.data.results}
        rowKey={(check) => check.id}
        rowProps={(check) => ({ 'aria-current': check.id === currentId ? 'true' : undefined, bg: check.id === currentId ? 'indigo.0' : undefined })}
      />
      {pages > 1 ? (
        <Group justify="flex-end">
          <LabelledPagination total={pages} value={page} onChange={setPage} aria-label="Pages of earlier checks" />
        </Group>
      ) : null}
    </Stack>
  );
}
