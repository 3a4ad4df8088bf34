import type { RuleKind, RuleSeverity } from '../types';

export type RulesFilterValues = {
  q: string;
  severity: RuleSeverity | null;
  category: string | null;
  kind: RuleKind | null;
};

export const EMPTY_RULES_FILTER: RulesFilterValues = { q: '', severity: null, category: null, kind: null };
