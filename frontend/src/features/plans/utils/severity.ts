import { severityRank } from '@/lib/api/types';

import type { Finding, Severity } from '../types';

export function worstSeverity(findings: readonly Finding[]): Severity | null {
  let worst: Severity | null = null;
  for (const finding of findings) if (worst === null || severityRank(finding.severity) < severityRank(worst)) worst = finding.severity;
  return worst;
}
