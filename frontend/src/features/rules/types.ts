import type { Schemas } from '@/lib/api/types';

export type Rule = Schemas['Rule'];
export type RuleSeverity = Rule['severity'];
export type RuleKind = Rule['kind'];

export const SEVERITIES: readonly RuleSeverity[] = ['error', 'warning', 'advice', 'info'];

/** Category labels as the catalogue defines them (apps/rules/engine.py CATEGORIES). */
export const CATEGORY_LABELS: Record<string, string> = {
  platform: 'Platform and virtualization',
  installation: 'Software levels and installation',
  network: 'Public network',
  interconnect: 'Interconnect',
  kernel: 'Kernel, limits and users',
  storage: 'Storage attachment',
  shared_disks: 'Shared disk management',
  cluster_files: 'OCR and voting disks',
  database: 'Database parameters',
  server: 'Server processes',
  workload: 'Workload and capacity',
  results: 'Measured symptoms',
};

export function categoryLabel(category: string): string {
  return CATEGORY_LABELS[category] ?? category;
}

export const KIND_LABELS: Record<RuleKind, string> = {
  topology: 'Checks a plan',
  result: 'Checks measured results',
};
