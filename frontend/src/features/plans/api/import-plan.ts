import { api, unwrap } from '@/lib/api/client';
import { useApiMutation } from '@/lib/api/query';

import type { Plan } from '../types';
import { plansQueryKey } from './get-plans';

export type ImportFormat = 'json' | 'yaml';
export type ImportPlanInput = { project: number; name: string; format: ImportFormat; content: string };

/** Creates a plan from an exported JSON or YAML document (what the export links download). */
export async function importPlan(input: ImportPlanInput): Promise<Plan> {
  return unwrap(await api.POST('/api/plans/import/', { body: input }));
}

/** The format of a file by its name, falling back to its first character. */
export function guessImportFormat(fileName: string, content: string): ImportFormat {
  if (/\.ya?ml$/i.test(fileName)) return 'yaml';
  if (/\.json$/i.test(fileName)) return 'json';
  return /^\s*[[{]/.test(content) ? 'json' : 'yaml';
}

export const useImportPlan = () => useApiMutation(importPlan, { invalidates: [plansQueryKey] });
