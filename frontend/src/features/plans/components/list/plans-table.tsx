import { Anchor, Badge, Button, Menu, Table, Text, UnstyledButton } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useState } from 'react';
import { Link, useNavigate } from 'react-router';

import { NameModal } from '@/components/ui/name-modal';
import { errorMessage } from '@/lib/api/errors';
import { formatDateTime } from '@/lib/format';

import { useClonePlan } from '@/features/plans/api/clone-plan';
import type { PlanOrdering } from '@/features/plans/api/get-plans';
import { useUpdatePlan } from '@/features/plans/api/update-plan';
import type { Plan } from '@/features/plans/types';
import { scoreColour } from '@/features/plans/utils/format';
import { SeverityCountBadges } from '../editor/findings-panel';

type Dialog = { kind: 'rename' | 'clone'; plan: Plan } | null;

/** The project's plans with their latest version, health score and findings by severity. */
type SortKey = 'name' | 'version' | 'updated';

/** A column header that sorts the list: a button inside the header cell, with aria-sort on the cell. */
function SortHeader({ label, sortKey, ordering, onChange }: { label: string; sortKey: SortKey; ordering: PlanOrdering; onChange: (next: PlanOrdering) => void }) {
  const active = ordering.replace('-', '') === sortKey;
  const descending = ordering.startsWith('-');
  return (
    <Table.Th scope="col" aria-sort={active ? (descending ? 'descending' : 'ascending') : 'none'}>
      <UnstyledButton
        fw={700}
        fz="sm"
        onClick={() => onChange((active && !descending ? `-${sortKey}` : sortKey) as PlanOrdering)}
        title={`Sort by ${label.toLowerCase()}`}
      >
        {label}
        <span aria-hidden="true">{active ? (descending ? ' ↓' : ' ↑') : ' ↕'}</span>
      </UnstyledButton>
    </Table.Th>
  );
}

type PlansTableProps = { plans: Plan[]; canEdit: boolean; ordering?: PlanOrdering; onOrderingChange?: (next: PlanOrdering) => void };

export function PlansTable({ plans, canEdit, ordering = 'name', onOrderingChange = () => undefined }: PlansTableProps) {
  const update = useUpdatePlan();
  const clone = useClonePlan();
  const navigate = useNavigate();
  const [dialog, setDialog] = useState<Dialog>(null);

  const toggleArchive = (plan: Plan) =>
    update.mutate(
      { id: plan.id, archived: !plan.archived },
      {
        onSuccess: (saved) =>
          notifications.show({ color: 'green', title: saved.archived ? 'Plan archived' : 'Plan restored', message: saved.name }),
        onError: (error) => notifications.show({ color: 'red', title: 'The plan was not changed', message: errorMessage(error) }),
      },
    );

  return (
    <>
      <Table.ScrollContainer minWidth={760}>
        <Table aria-label="Plans" striped highlightOnHover verticalSpacing={6}>
          <Table.Thead>
            <Table.Tr>
              <SortHeader label="Plan" sortKey="name" ordering={ordering} onChange={onOrderingChange} />
              <SortHeader label="Latest version" sortKey="version" ordering={ordering} onChange={onOrderingChange} />
              <Table.Th scope="col">Score</Table.Th>
              <Table.Th scope="col">Findings</Table.Th>
              <SortHeader label="Updated" sortKey="updated" ordering={ordering} onChange={onOrderingChange} />
              {canEdit ? <Table.Th scope="col">Actions</Table.Th> : null}
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {plans.map((plan) => (
              <Table.Tr key={plan.id}>
                <Table.Td maw={360}>
                  <Anchor c="indigo.8" component={Link} to={`/plans/${plan.id}`} fw={500}>
                    {plan.name}
                  </Anchor>
                  {plan.archived ? (
                    <Badge ml={6} size="xs" color="gray.7" variant="outline">
                      archived
                    </Badge>
                  ) : null}
                  {plan.description ? (
                    <Text size="xs" c="gray.7" lineClamp={1}>
                      {plan.description}
                    </Text>
                  ) : null}
                </Table.Td>
                <Table.Td>{plan.latest_version ? `v${plan.latest_version.number}` : '—'}</Table.Td>
                <Table.Td miw={72}>
                  {plan.latest_version?.score != null ? (
                    <Badge color={scoreColour(plan.latest_version.score)} variant="filled" autoContrast aria-label={`Score ${plan.latest_version.score}`}>
                      {plan.latest_version.score}
                    </Badge>
                  ) : (
                    '—'
                  )}
                </Table.Td>
                <Table.Td>
                  <SeverityCountBadges counts={plan.latest_version?.counts} />
                </Table.Td>
                <Table.Td>
                  <Text size="sm">{formatDateTime(plan.updated_at)}</Text>
                </Table.Td>
                {canEdit ? (
                  <Table.Td>
                    <Menu position="bottom-end" withinPortal>
                      <Menu.Target>
                        <Button size="compact-sm" variant="default" aria-label={`Actions for ${plan.name}`}>
                          Actions
                        </Button>
                      </Menu.Target>
                      <Menu.Dropdown>
                        <Menu.Item component={Link} to={`/plans/${plan.id}/bundles`}>
                          Bundles
                        </Menu.Item>
                        <Menu.Item onClick={() => setDialog({ kind: 'rename', plan })}>Rename</Menu.Item>
                        <Menu.Item onClick={() => setDialog({ kind: 'clone', plan })}>Clone</Menu.Item>
                        <Menu.Item onClick={() => toggleArchive(plan)}>{plan.archived ? 'Unarchive' : 'Archive'}</Menu.Item>
                      </Menu.Dropdown>
                    </Menu>
                  </Table.Td>
                ) : null}
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
      {dialog?.kind === 'rename' ? (
        <NameModal
          title={`Rename ${dialog.plan.name}`}
          submitLabel="Rename"
          initialName={dialog.plan.name}
          pending={update.isPending}
          error={update.error}
          onClose={() => {
            update.reset();
            setDialog(null);
          }}
          onSubmit={(name) => update.mutate({ id: dialog.plan.id, name }, { onSuccess: () => setDialog(null) })}
        />
      ) : null}
      {dialog?.kind === 'clone' ? (
        <NameModal
          title={`Clone ${dialog.plan.name}`}
          submitLabel="Clone"
          initialName={`${dialog.plan.name} (copy)`}
          pending={clone.isPending}
          error={clone.error}
          onClose={() => {
            clone.reset();
            setDialog(null);
          }}
          onSubmit={(name) => clone.mutate({ id: dialog.plan.id, name }, { onSuccess: (copy) => navigate(`/plans/${copy.id}`) })}
        />
      ) : null}
    </>
  );
}
