import type { Schemas } from '@/lib/api/types';
import { RULE_CATEGORY_LABELS, RULE_PLATFORM_LABELS } from '@/lib/api/vocabulary';

export type Rule = Schemas['Rule'];
export type RuleKind = Rule['kind'];

/** A category's label, generated from the catalogue (apps/rules/engine.py CATEGORIES). */
export function categoryLabel(category: Rule['category']): string {
  return RULE_CATEGORY_LABELS[category];
}

/** "IBM System z only", "32-bit x86 and x86_64 only": the platforms a rule checks, or null for any platform. */
export function platformsLabel(platforms: Rule['platforms']): string | null {
  if (platforms.length === 0) return null;
  const names = platforms.map((p) => RULE_PLATFORM_LABELS[p]);
  const joined = names.length === 1 ? names[0] : `${names.slice(0, -1).join(', ')} and ${names[names.length - 1]}`;
  return `${joined} only`;
}

export const KIND_LABELS: Record<RuleKind, string> = {
  topology: 'Checks a plan',
  result: 'Checks measured results',
};
