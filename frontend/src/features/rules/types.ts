import type { Schemas } from '@/lib/api/types';
import { RULE_CATEGORY_LABELS } from '@/lib/api/vocabulary';

export type Rule = Schemas['Rule'];
export type RuleKind = Rule['kind'];

/** A category's label, generated from the catalogue (apps/rules/engine.py CATEGORIES). */
export function categoryLabel(category: Rule['category']): string {
  return RULE_CATEGORY_LABELS[category];
}

export const KIND_LABELS: Record<RuleKind, string> = {
  topology: 'Checks a plan',
  result: 'Checks measured results',
};
