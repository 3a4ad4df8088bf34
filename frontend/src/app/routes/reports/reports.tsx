import { Anchor, Group, NativeSelect, Stack, Table, Text, TextInput } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useState } from 'react';
import { Link, useSearchParams } from 'react-router';

import { EmptyState } from '@/components/ui/empty-state';
import { ErrorAlert } from '@/components/ui/error-alert';
import { ListPages } from '@/components/ui/labelled-pagination';
import { PageHeader } from '@/components/ui/page-header';
import { useCurrentProject } from '@/lib/current-project';
import { canWrite } from '@/lib/roles';
import { formatDateTime } from '@/lib/format';

import { REPORT_ORDERINGS, type ReportOrdering, useReports } from '@/features/reports';

/** The saved reports of the current project: searched (a study's id or document name too) and sorted. */
export function ReportsPage() {
  const { project } = useCurrentProject();
  return (
    <>
      <PageHeader title="Reports" description="Saved comparisons with a headline and narrative, for sharing by permalink or PDF." />
      {project ? <ReportsTable project={project.id} canSave={canWrite(project.role, 'reports')} /> : <EmptyState title="No project chosen">Choose a project in the header.</EmptyState>}
    </>
  );
}

function ReportsTable({ project, canSave }: { project: number; canSave: boolean }) {
  const [search, setSearch] = useState('');
  const [q] = useDebouncedValue(search, 300);
  // The sort is kept in the address (?sort=title), so a shared or reloaded list keeps its order.
  const [params, setParams] = useSearchParams();
  const asked = params.get('sort');
  const ordering: ReportOrdering = REPORT_ORDERINGS.some((o) => o.value === asked) ? (asked as ReportOrdering) : '-created';
  const setOrdering = (value: ReportOrdering) =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        if (value === '-created') next.delete('sort');
        else next.set('sort', value);
        return next;
      },
      { replace: true },
    );
  const [page, setPage] = useState(1);
  // A new search or order starts again from the first page.
  const [shown, setShown] = useState({ q, ordering });
  if (shown.q !== q || shown.ordering !== ordering) {
    setShown({ q, ordering });
    setPage(1);
  }
  const { data, error } = useReports({ project, q, ordering, page });
  const results = data?.results ?? [];
  return (
    <Stack gap="sm">
      <Group align="flex-end" wrap="wrap">
        <TextInput
          label="Search reports"
          description="Title, headline or narrative; a study's id (002) or document name"
          value={search}
          onChange={(event) => setSearch(event.currentTarget.value)}
          style={{ flex: '1 1 16rem' }}
        />
        <NativeSelect label="Sort reports" value={ordering} onChange={(event) => setOrdering(event.currentTarget.value as ReportOrdering)} data={REPORT_ORDERINGS} />
      </Group>
      {error ? <ErrorAlert error={error} title="Reports could not be loaded" /> : null}
      {data && results.length === 0 ? (
        q ? (
          <EmptyState title="No report matches this search">Try a study's id, such as 002, or part of a title.</EmptyState>
        ) : (
          <EmptyState title="No reports yet">
            {canSave
              ? 'Build a comparison and use “Save as report”.'
              : 'Contributors save reports. You can still build a comparison on the Comparisons page and share its link.'}
          </EmptyState>
        )
      ) : (
        <Table.ScrollContainer minWidth={320}>
          <Table striped aria-label="Reports">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>Title</Table.Th>
                <Table.Th>By</Table.Th>
                <Table.Th>Saved</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {results.map((report) => (
                <Table.Tr key={report.uuid}>
                  <Table.Td>
                    <Anchor component={Link} to={`/reports/${report.uuid}`}>
                      {report.title}
                    </Anchor>
                    {report.headline ? (
                      <Text size="xs" c="dimmed">
                        {report.headline}
                      </Text>
                    ) : null}
                  </Table.Td>
                  <Table.Td>{report.created_by}</Table.Td>
                  <Table.Td>
                    {formatDateTime(report.created_at)}
                    {report.revision > 1 ? ` · revision ${report.revision}` : ''}
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
      {data ? <ListPages count={data.count} noun="reports" page={page} onChange={setPage} label="Report pages" /> : null}
    </Stack>
  );
}
