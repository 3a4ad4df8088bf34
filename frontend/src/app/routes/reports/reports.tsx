import { Anchor, Table } from '@mantine/core';
import { Link } from 'react-router';

import { EmptyState } from '@/components/ui/empty-state';
import { ErrorAlert } from '@/components/ui/error-alert';
import { PageHeader } from '@/components/ui/page-header';
import { useCurrentProject } from '@/lib/current-project';
import { canWrite } from '@/lib/roles';
import { formatDateTime } from '@/lib/format';

import { useReports } from '@/features/reports';

/** The saved reports of the current project. */
export function ReportsPage() {
  const { project } = useCurrentProject();
  return (
    <>
      <PageHeader title="Reports" description="Saved comparisons with a narrative, for sharing by permalink or PDF." />
      {project ? <ReportsTable project={project.id} canSave={canWrite(project.role, 'reports')} /> : <EmptyState title="No project chosen">Choose a project in the header.</EmptyState>}
    </>
  );
}

function ReportsTable({ project, canSave }: { project: number; canSave: boolean }) {
  const { data, error } = useReports(project);
  if (error) return <ErrorAlert error={error} title="Reports could not be loaded" />;
  if (data && data.results.length === 0) {
    return (
      <EmptyState title="No reports yet">
        {canSave
          ? 'Build a comparison and use “Save as report”.'
          : 'Contributors save reports. You can still build a comparison on the Comparisons page and share its link.'}
      </EmptyState>
    );
  }
  return (
    <Table striped aria-label="Reports">
      <Table.Thead>
        <Table.Tr>
          <Table.Th>Title</Table.Th>
          <Table.Th>By</Table.Th>
          <Table.Th>Saved</Table.Th>
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {(data?.results ?? []).map((report) => (
          <Table.Tr key={report.uuid}>
            <Table.Td>
              <Anchor component={Link} to={`/reports/${report.uuid}`}>
                {report.title}
              </Anchor>
            </Table.Td>
            <Table.Td>{report.created_by}</Table.Td>
            <Table.Td>{formatDateTime(report.created_at)}</Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
}
