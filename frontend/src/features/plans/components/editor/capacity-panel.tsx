import { Alert, Group, List, NumberInput, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useState } from 'react';

import {
  type Architecture,
  type BlockSize,
  type CapacityEstimate,
  type DiskManager,
  useCapacity,
} from '@/features/plans/api/get-capacity';

import type { TopologyDraft } from '@/features/plans/types';
import { useDocumentNumber, useValue } from './editor-context';

/** Study 002's own numbers: the default inputs where its method was measured (x86). */
const STUDY_002 = { sweetSpotUsers: 600, racOverheadPct: 15 };
const ARCHITECTURES: readonly Architecture[] = ['z10', 'z196', 'x86', 'x86_64'];
const BLOCK_SIZES: readonly number[] = [2048, 4096, 8192, 16384, 32768];
const DISK_MANAGERS: readonly string[] = ['asm', 'ocfs2', 'ocfs', 'nfs', 'raw'];

function studyName(document: string): string {
  return `study ${document.slice(0, 3)}`;
}

function PlatformFigures({ platform }: { platform: CapacityEstimate['platform'] }) {
  const label = platform.platform === 'system_z' ? 'IBM System z' : 'x86';
  return (
    <div>
      <Text size="sm" fw={600}>
        What the {label} studies measured ({platform.studies.map(studyName).join(', ')})
      </Text>
      <List size="sm" spacing={2} mt={4} data-testid="capacity-reference-points">
        {platform.reference_points.map((point) => (
          <List.Item key={point.key}>
            <strong>{point.label}</strong>: {point.value}. {point.note} ({studyName(point.source.document)},{' '}
            {point.source.section})
          </List.Item>
        ))}
      </List>
    </div>
  );
}

function InterconnectBasis({ interconnect }: { interconnect: CapacityEstimate['interconnect'] }) {
  return (
    <div data-testid="capacity-interconnect">
      <Text size="sm" fw={600}>
        Interconnect: {interconnect.mb_s_per_node_low}–{interconnect.mb_s_per_node_high} MB/s per node as measured
      </Text>
      <Text size="xs" c="gray.7">
        {interconnect.basis} ({studyName(interconnect.source.document)}, {interconnect.source.section})
      </Text>
      {interconnect.extrapolates ? (
        <>
          <Text size="xs" fw={600} mt={4}>
            For this plan the figure is an extrapolation:
          </Text>
          <List size="xs" spacing={0}>
            {interconnect.departures.map((d) => (
              <List.Item key={d}>{d}</List.Item>
            ))}
          </List>
        </>
      ) : (
        <Text size="xs" c="teal.9" mt={4}>
          This plan is within the measured set-up.
        </Text>
      )}
    </div>
  );
}

/** Where the plan's users, nodes or processors reach what a study measured, each with the study's figure. */
function MeasuredLimits({ limits }: { limits: CapacityEstimate['limits'] }) {
  if (limits.length === 0) return null;
  return (
    <Alert color="orange" title="This plan reaches what the studies measured" data-testid="capacity-limits">
      <List size="sm" spacing={2}>
        {limits.map((limit) => (
          <List.Item key={limit.key}>
            {limit.message} ({studyName(limit.source.document)}, {limit.source.section})
          </List.Item>
        ))}
      </List>
    </Alert>
  );
}

/** The largest memory and the processors per node (rounded up) of the plan's nodes, for the measured limits. */
function nodeSizes(doc: TopologyDraft, key: 'memory_gb' | 'cpus', pick: 'max' | 'mean'): number {
  const nodes = Array.isArray(doc.nodes) ? doc.nodes : [];
  const values = nodes.flatMap((n) => {
    const v = n && typeof n === 'object' ? n[key] : undefined;
    return typeof v === 'number' && v > 0 ? [v] : [];
  });
  if (values.length === 0) return 0;
  return pick === 'max' ? Math.max(...values) : Math.ceil(values.reduce((a, b) => a + b, 0) / values.length);
}

/**
 * Capacity helper. On x86 it is study 002's method: the users one node sustains before it pages (its "sweet spot"),
 * less an allowance for RAC overhead, rounded down to the load step, times the nodes, starting from the study's own
 * numbers. A System z plan gets the figures of the studies that measured System z (000 and 004) instead, and the
 * method only with the architect's own single-node sweet spot, since study 002 measured none on that platform.
 */
export function CapacityPanel() {
  const nodes = useDocumentNumber((doc) => (Array.isArray(doc.nodes) ? doc.nodes.length : 0));
  const users = useDocumentNumber((doc) => {
    const w = doc.workload;
    return w && typeof w === 'object' && typeof w.users === 'number' ? w.users : -1;
  });
  const rawArchitecture = useValue('/platform/architecture');
  const architecture = ARCHITECTURES.find((a) => a === rawArchitecture) ?? 'z10';
  const rawBlockSize = useValue('/database/db_block_size');
  const blockSize = (BLOCK_SIZES.includes(Number(rawBlockSize)) ? Number(rawBlockSize) : 8192) as BlockSize;
  const rawManager = useValue('/shared_disks/manager');
  const diskManager = (DISK_MANAGERS.includes(String(rawManager)) ? String(rawManager) : 'asm') as DiskManager;
  const systemZ = architecture === 'z10' || architecture === 'z196';
  const workload: 'oltp' | 'dss' = useValue('/workload/type') === 'dss' ? 'dss' : 'oltp';
  const nodeMemoryGb = useDocumentNumber((doc) => nodeSizes(doc, 'memory_gb', 'max'));
  const cpusPerNode = useDocumentNumber((doc) => nodeSizes(doc, 'cpus', 'mean'));

  const [ownSweetSpot, setSweetSpot] = useState<number | string | null>(null);
  const [overhead, setOverhead] = useState<number | string>(STUDY_002.racOverheadPct);
  // On x86 the study's sweet spot is the starting value; on System z the architect must enter a measured one.
  const sweetSpot = ownSweetSpot ?? (systemZ ? '' : STUDY_002.sweetSpotUsers);
  const haveSweetSpot = Number(sweetSpot) >= 1;
  const [input] = useDebouncedValue(
    {
      nodes,
      // Without a sweet spot (System z, none entered) the request still fetches the platform figures.
      sweetSpotUsers: haveSweetSpot ? Number(sweetSpot) : STUDY_002.sweetSpotUsers,
      racOverheadPct: Number(overhead),
      architecture,
      dbBlockSize: blockSize,
      diskManager,
      workload,
      ...(nodeMemoryGb > 0 ? { nodeMemoryGb } : {}),
      ...(cpusPerNode > 0 ? { cpusPerNode } : {}),
      ...(users >= 0 ? { users } : {}),
    },
    300,
  );
  const valid = input.nodes >= 1 && input.racOverheadPct >= 0 && input.racOverheadPct <= 90;
  const { data, error } = useCapacity(input, valid);
  const showEstimate = valid && data && haveSweetSpot && data.platform.platform === (systemZ ? 'system_z' : 'x86');

  return (
    <Paper withBorder p="sm" radius="sm" aria-labelledby="capacity-title">
      <Stack gap="xs">
        <Title order={3} id="capacity-title" size="h5">
          Capacity estimate
        </Title>
        {systemZ ? (
          <Text size="xs" c="gray.7">
            Studies 000 and 004 measured System z; their figures are below. Study 002&apos;s sweet-spot method was
            measured on 4 GB x86 nodes, so its 600 users are not a System z number: enter the sweet spot your own
            single-node baseline reached to use the method here.
          </Text>
        ) : (
          <Text size="xs" c="gray.7">
            Study 002&apos;s method: load one node until it starts paging (the sweet spot), take an allowance off for
            RAC overhead, round down to the load step and multiply by the nodes. The study measured 600 users on 4 GB
            x86 nodes and took 15%, giving 500 users per node (study 002, TESTING METHODOLOGY and TESTING).
          </Text>
        )}
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <NumberInput label="Single-node sweet spot" description="users, from your baseline run" min={1}
            value={sweetSpot} onChange={setSweetSpot} allowDecimal={false} />
          <NumberInput label="RAC overhead allowance" description="percent" min={0} max={90}
            value={overhead} onChange={setOverhead} />
        </SimpleGrid>
        {!valid && <Text size="sm" c="red.8">Enter an allowance from 0 to 90%.</Text>}
        {error && <Alert color="red" title="The estimate could not be computed">{error.message}</Alert>}
        {showEstimate && (
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
        {data && data.platform.platform === (systemZ ? 'system_z' : 'x86') && (
          <>
            <MeasuredLimits limits={data.limits} />
            <PlatformFigures platform={data.platform} />
            <InterconnectBasis interconnect={data.interconnect} />
          </>
        )}
      </Stack>
    </Paper>
  );
}
