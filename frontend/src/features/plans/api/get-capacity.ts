import { keepPreviousData, useQuery } from '@tanstack/react-query';

import { apiQueryOptions } from '@/lib/api/query';
import type { ResponseOf } from '@/lib/api/types';

export type CapacityEstimate = ResponseOf<'/api/capacity/', 'get'>;

export type Architecture = 'z10' | 'z196' | 'x86' | 'x86_64';
export type BlockSize = 2048 | 4096 | 8192 | 16384 | 32768;
export type DiskManager = 'asm' | 'ocfs2' | 'ocfs' | 'nfs' | 'raw';

export type CapacityInput = {
  nodes: number;
  sweetSpotUsers: number;
  racOverheadPct: number;
  users?: number;
  /** The plan's platform: the backend answers with that platform's own studies. */
  architecture?: Architecture;
  dbBlockSize?: BlockSize;
  diskManager?: DiskManager;
  /** For the measured limits: study 002 measured OLTP on 4 GB nodes, study 003 DSS up to 8 processors. */
  workload?: 'oltp' | 'dss';
  nodeMemoryGb?: number;
  cpusPerNode?: number;
};

/**
 * Study 002's sweet-spot method, the platform's own study figures and the interconnect basis, computed by the backend
 * so the planner and the rules share one definition.
 */
export function capacityQueryOptions(input: CapacityInput) {
  const query = {
    nodes: input.nodes,
    sweet_spot_users: input.sweetSpotUsers,
    rac_overhead_pct: input.racOverheadPct,
    ...(input.users === undefined ? {} : { users: input.users }),
    ...(input.architecture ? { architecture: input.architecture } : {}),
    ...(input.dbBlockSize ? { db_block_size: input.dbBlockSize } : {}),
    ...(input.diskManager ? { disk_manager: input.diskManager } : {}),
    ...(input.workload ? { workload: input.workload } : {}),
    ...(input.nodeMemoryGb ? { node_memory_gb: input.nodeMemoryGb } : {}),
    ...(input.cpusPerNode ? { cpus_per_node: input.cpusPerNode } : {}),
  };
  return apiQueryOptions('/api/capacity/', { params: { query } }, {
    queryKey: ['capacity', input] as const,
    staleTime: Infinity,
    placeholderData: keepPreviousData,
  });
}

export const useCapacity = (input: CapacityInput, enabled: boolean) => useQuery({ ...capacityQueryOptions(input), enabled });
