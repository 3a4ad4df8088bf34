import { Button, Group, SegmentedControl, Stack, TextInput } from '@mantine/core';
import { ListPages } from '@/components/ui/labelled-pagination';
import { useDebouncedValue } from '@mantine/hooks';
import { useState } from 'react';

import { EmptyState } from '@/components/ui/empty-state';
import { ErrorAlert } from '@/components/ui/error-alert';
import { PageHeader } from '@/components/ui/page-header';
import { PageLoader } from '@/components/ui/page-loader';
import { ProjectGate } from '@/components/ui/project-gate';
import { canWrite } from '@/lib/roles';

import {
  type ArchivedFilter,
  ContrastScope,
  NewPlanModal,
  type PlanOrdering,
  PlansTable,
  usePlans,
} from '@/features/plans';

function PlansPageContent() {
  const [creating, setCreating] = useState(false);
  return (
    <ProjectGate title="Plans" things="Plans">
      {(project) => {
        const canEdit = canWrite(project.role, 'plans');
        return (
          <>
            <PageHeader
              title="Plans"
              description={`RAC cluster plans in ${project.name}, each kept as a series of versions checked against the rule catalogue.`}
              actions={canEdit ? <Button color="indigo.8" onClick={() => setCreating(true)}>New plan</Button> : null}
            />
            <PlanList key={project.id} projectId={project.id} canEdit={canEdit} />
            {canEdit && creating ? <NewPlanModal opened onClose={() => setCreating(false)} projectId={project.id} /> : null}
          </>
        );
      }}
    </ProjectGate>
  );
}

function PlanList({ projectId, canEdit }: { projectId: number; canEdit: boolean }) {
  const [archived, setArchived] = useState<ArchivedFilter>('false');
  const [page, setPage] = useState(1);
  const [search, setSearch] = useState('');
  const [q] = useDebouncedValue(search, 250);
  const [ordering, setOrdering] = useState<PlanOrdering>('name');
  const { data, error, isPending } = usePlans({ project: projectId, archived, page, q, ordering });

  return (
    <Stack gap="sm">
      <Group gap="sm" align="flex-end" wrap="wrap">
        <TextInput
          label="Search plans"
          placeholder="name, description or study"
          value={search}
          onChange={(event) => {
            setSearch(event.currentTarget.value);
            setPage(1);
          }}
          w={280}
        />
        <SegmentedControl
          aria-label="Show plans"
          value={archived}
          onChange={(value) => {
            setArchived(value as ArchivedFilter);
            setPage(1);
          }}
          data={[
            { value: 'false', label: 'Active' },
            { value: 'true', label: 'Archived' },
            { value: 'all', label: 'All' },
          ]}
          w="fit-content"
        />
      </Group>
      {isPending ? <PageLoader label="Loading plans" /> : null}
      {error ? <ErrorAlert error={error} title="Plans could not be loaded" /> : null}
      {data && data.count === 0 && q.trim() ? (
        <EmptyState title="No plan matches">Nothing in the names, descriptions or study references contains “{q.trim()}”.</EmptyState>
      ) : data && data.count === 0 ? (
        <EmptyState title={archived === 'true' ? 'No archived plans' : 'No plans yet'}>
          {canEdit ? 'Start one with New plan: blank, from a study configuration, or from an exported file.' : 'An architect of this project can create the first plan.'}
        </EmptyState>
      ) : null}
      {data && data.count > 0 ? (
        <PlansTable
          plans={data.results}
          canEdit={canEdit}
          ordering={ordering}
          onOrderingChange={(next) => {
            setOrdering(next);
            setPage(1);
          }}
        />
      ) : null}
      {data ? <ListPages count={data.count} noun="plans" page={page} onChange={setPage} label="Plan pages" /> : null}
    </Stack>
  );
}

export function PlansPage() {
  return (
    <ContrastScope>
      <PlansPageContent />
    </ContrastScope>
  );
}
