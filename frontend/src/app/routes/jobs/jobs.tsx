import { Button, Card, Group, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';

import { EmptyState } from '@/components/ui/empty-state';
import { ErrorAlert } from '@/components/ui/error-alert';
import { PageHeader } from '@/components/ui/page-header';
import { PageLoader } from '@/components/ui/page-loader';
import { ProjectGate } from '@/components/ui/project-gate';
import { canWrite } from '@/lib/roles';

import { JobsTable, StartDemoJob, useDemoAvailability, useJobs } from '@/features/jobs';

export function JobsPage() {
  // A developer's check that workers pick up work: shown only where the server offers it (the demo settings).
  const demo = useDemoAvailability();
  return (
    <ProjectGate title="Jobs" things="Jobs">
      {(project) => (
        <>
          <PageHeader
            title="Jobs"
            description={`Background work in ${project.name}: bundle renders, report parsing and comparisons.`}
          />
          <Stack gap="lg">
            {canWrite(project.role, 'jobs') && demo.data === true ? (
              <Card withBorder radius="md" component="section" aria-labelledby="demo-job-heading">
                <Title order={2} size="h4" id="demo-job-heading" mb={4}>
                  Demo job
                </Title>
                <Text size="sm" c="dimmed" mb="sm">
                  Runs a harmless job that counts through its steps, to check that the workers are picking up work.
                </Text>
                <StartDemoJob key={project.id} projectId={project.id} />
              </Card>
            ) : null}
            <JobList key={project.id} projectId={project.id} />
          </Stack>
        </>
      )}
    </ProjectGate>
  );
}

function JobList({ projectId }: { projectId: number }) {
  const [page, setPage] = useState(1);
  const { data, error, isPending } = useJobs({ project: projectId, page });

  if (isPending) return <PageLoader label="Loading jobs" />;
  if (error) return <ErrorAlert error={error} title="Jobs could not be loaded" />;
  if (data.count === 0) {
    return (
      <EmptyState title="No jobs yet">
        Jobs appear here when someone renders a bundle, uploads benchmark reports or builds a comparison in this
        project.
      </EmptyState>
    );
  }

  return (
    <Stack gap="sm" component="section" aria-label="Job history">
      <JobsTable jobs={data.results} />
      {data.next || data.previous ? (
        <Group justify="flex-end" gap="xs">
          <Button variant="default" size="xs" disabled={!data.previous} onClick={() => setPage((p) => p - 1)}>
            Newer
          </Button>
          <Text size="sm">Page {page}</Text>
          <Button variant="default" size="xs" disabled={!data.next} onClick={() => setPage((p) => p + 1)}>
            Older
          </Button>
        </Group>
      ) : null}
    </Stack>
  );
}
