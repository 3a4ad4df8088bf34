import { Alert, Group, NumberInput, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useState } from 'react';

import { useCapacity } from '@/features/plans/api/get-capacity';

import { useDocumentNumber } from './editor-context';

const STUDY = { sweetSpotUsers: 600, racOverheadPct: 15 };

/**
 * Capacity helper (study 002's method): the users one node sustains before it pages (its "sweet spot"), less an
 * allowance for RAC overhead, rounded down to the load step, times the number of nodes. The study's own numbers are
 * the starting values; the architect replaces them with what their single-node baseline measured.
 */
export function CapacityPanel() {
  const nodes = useDocumentNumber((doc) => (Array.isArray(doc.nodes) ? doc.nodes.length : 0));
  const users = useDocumentNumber((doc) => {
    const w = doc.workload as { users?: unknown } | undefined;
    return typeof w?.users === 'number' ? w.users : -1;
  });
  const [sweetSpot, setSweetSpot] = useState<number | string>(STUDY.sweetSpotUsers);
  const [overhead, setOverhead] = useState<number | string>(STUDY.racOverheadPct);
  const [input] = useDebouncedValue(
    {
      nodes,
      sweetSpotUsers: Number(sweetSpot) || 0,
      racOverheadPct: Number(overhead),
      ...(users >= 0 ? { users } : {}),
    },
    300,
  );
  const valid = input.nodes >= 1 && input.sweetSpotUsers >= 1 && input.racOverheadPct >= 0 && input.racOverheadPct <= 90;
  const { data, error } = useCapacity(input, valid);

  return (
    <Paper withBorder p="sm" radius="sm" aria-labelledby="capacity-title">
      <Stack gap="xs">
        <Title order={4} id="capacity-title" size="h5">
          Capacity estimate
        </Title>
        <Text size="xs" c="gray.7">
          Study 002's method: load one node until it starts paging (the sweet spot), take an allowance off for RAC
          overhead, round down to the load step and multiply by the nodes. The study measured 600 users on 4 GB
          x86 nodes and took 15%, giving 500 users per node (study 002, TESTING METHODOLOGY and TESTING).
        </Text>
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <NumberInput label="Single-node sweet spot" description="users, from your baseline run" min={1}
            value={sweetSpot} onChange={setSweetSpot} allowDecimal={false} />
          <NumberInput label="RAC overhead allowance" description="percent" min={0} max={90}
            value={overhead} onChange={setOverhead} />
        </SimpleGrid>
        {!valid && <Text size="sm" c="red.8">Enter a sweet spot of at least 1 user and an allowance from 0 to 90%.</Text>}
        {error && <Alert color="red" title="The estimate could not be computed">{error.message}</Alert>}
        {valid && data && (
          <Group gap="lg" aria-live="polite">
            <Text size="sm">
              <strong>{data.per_node_users}</strong> users per node × {data.nodes} node{data.nodes === 1 ? '' : 's'} ={' '}
              <strong data-testid="capacity-total">{data.total_users}</strong> users
            </Text>
            {data.fits !== null && data.planned_users !== null && (
              <Text size="sm" c={data.fits ? 'teal.9' : 'red.8'}>
                Planned {data.planned_users} users ({data.planned_users_per_node} per node):{' '}
                {data.fits ? 'within the estimate' : 'above the estimate'}
              </Text>
            )}
          </Group>
        )}
      </Stack>
    </Paper>
  );
}
