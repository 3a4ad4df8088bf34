import type { Finding, Severity } from '../types';

const RANK: Record<Severity, number> = { error: 0, warning: 1, advice: 2, info: 3 };

export function worstSeverity(findings: readonly Finding[]): Severity | null {
  let worst: Severity | null = null;
  for (const finding of findings) if (worst === null || RANK[finding.severity] < RANK[worst]) worst = finding.severity;
  return worst;
}
