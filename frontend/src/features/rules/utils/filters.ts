import type { Severity } from '@/lib/api/types';

import type { RuleKind } from '../types';

export type RulesFilterValues = {
  q: string;
  severity: Severity | null;
  category: string | null;
  kind: RuleKind | null;
};

export const EMPTY_RULES_FILTER: RulesFilterValues = { q: '', severity: null, category: null, kind: null };
