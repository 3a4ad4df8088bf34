import { Anchor, List, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { Link, Navigate } from 'react-router';

import { EmptyState } from '@/components/ui/empty-state';
import { ErrorAlert } from '@/components/ui/error-alert';
import { PageHeader } from '@/components/ui/page-header';
import { PageLoader } from '@/components/ui/page-loader';
import { useCurrentProject } from '@/lib/current-project';
import { MAX_PAGE_SIZE } from '@/lib/api/vocabulary';
import { formatDateTime } from '@/lib/format';

import { citation, useReports } from '@/features/reports';
import { useRuns } from '@/features/runs';

const SHOWN = 5;

/**
 * Where a signed-in user lands. Managers (viewers) read reports, so their home starts from them: the latest
 * reports, each study's headline as its report states it, and the runs added last. Everyone else starts on Plans.
 */
export function HomeRoute() {
  const { project, isLoading } = useCurrentProject();
  // Until the projects are known the role is not: deciding then sent viewers to Plans.
  if (isLoading) return <PageLoader />;
  if (project && project.role === 'viewer') return <ManagerHome project={project.id} name={project.name} />;
  return <Navigate to="/plans" replace />;
}

function ManagerHome({ project, name }: { project: number; name: string }) {
  // Each list asks for what it shows: the newest few, and every report whose headline cites its sources (a seeded
  // study report names where its headline's numbers come from), however many newer reports there are.
  const reports = useReports({ project, ordering: '-created', pageSize: SHOWN });
  const runs = useRuns({ project, ordering: '-created', page: 1, pageSize: SHOWN });
  const cited = useReports({ project, cited: true, ordering: 'title', pageSize: MAX_PAGE_SIZE });
  const results = reports.data?.results ?? [];
  const studies = [...(cited.data?.results ?? [])].sort((a, b) => a.title.localeCompare(b.title));
  const unlisted = (cited.data?.count ?? 0) - studies.length;
  return (
    <>
      <PageHeader title="Home" description={`What has been found in ${name}: the latest reports, each study's headline and the newest runs.`} />
      <Stack gap="md">
        {reports.error ? <ErrorAlert error={reports.error} title="Reports could not be loaded" /> : null}
        <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md">
          <Paper withBorder p="md" radius="md" component="section" aria-label="Latest reports">
            <Title order={2} size="h4" mb="xs">
              Latest reports
            </Title>
            {reports.data && results.length === 0 ? (
              <EmptyState title="No reports yet">Contributors save comparisons as reports; they will be listed here.</EmptyState>
            ) : (
              <List spacing="xs" listStyleType="none" ml={0}>
                {results.slice(0, SHOWN).map((r) => (
                  <List.Item key={r.uuid}>
                    <Anchor component={Link} to={`/reports/${r.uuid}`}>
                      {r.title}
                    </Anchor>
                    <Text size="xs" c="dimmed">
                      {formatDateTime(r.created_at)}
                      {r.created_by ? ` · ${r.created_by}` : ''}
                    </Text>
                  </List.Item>
                ))}
              </List>
            )}
            <Anchor component={Link} to="/reports" size="sm">
              All reports
            </Anchor>
          </Paper>
          <Paper withBorder p="md" radius="md" component="section" aria-label="Recent runs">
            <Title order={2} size="h4" mb="xs">
              Recent runs
            </Title>
            {runs.error ? <ErrorAlert error={runs.error} title="Runs could not be loaded" /> : null}
            <List spacing="xs" listStyleType="none" ml={0}>
              {(runs.data?.results ?? []).slice(0, SHOWN).map((run) => (
                <List.Item key={run.id}>
                  <Anchor component={Link} to={`/runs/${run.id}`}>
                    {run.label}
                  </Anchor>
                </List.Item>
              ))}
            </List>
            <Anchor component={Link} to="/runs" size="sm">
              All runs
            </Anchor>
          </Paper>
        </SimpleGrid>
        <Paper withBorder p="md" radius="md" component="section" aria-label="Study headlines">
          <Title order={2} size="h4" mb="xs">
            Each study's headline
          </Title>
          {cited.error ? <ErrorAlert error={cited.error} title="Study headlines could not be loaded" /> : null}
          {cited.data && studies.length === 0 ? (
            <Text size="sm" c="dimmed">
              No study report has a headline yet.
            </Text>
          ) : null}
          <Stack gap="sm">
            {studies.map((r) => (
              <Stack key={r.uuid} gap={0}>
                <Anchor component={Link} to={`/reports/${r.uuid}`} fw={600}>
                  {r.title}
                </Anchor>
                <Text size="sm">{r.headline}</Text>
                <Text size="xs" c="dimmed">
                  Source: {citation(r.headline_sources)}
                </Text>
              </Stack>
            ))}
          </Stack>
          {unlisted > 0 ? (
            <Text size="sm" c="dimmed" mt="xs">
              {unlisted} more reports cite their sources; <Anchor component={Link} to="/reports">all reports</Anchor> lists them.
            </Text>
          ) : null}
        </Paper>
      </Stack>
    </>
  );
}
