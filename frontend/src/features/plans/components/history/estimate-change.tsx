import { Text } from '@mantine/core';

import { signedPct } from '@/components/estimates';
import { studyLabel } from '@/components/studies';
import type { ResponseOf } from '@/lib/api/types';

import { EstimateEffects, EstimateSection, MetricLine } from '../estimate-section';

type EstimateChange = ResponseOf<'/api/plans/{id}/diff/', 'get'>['estimate'];

/** "This change: +9.0 % expected, from study 000": the newer version estimated against the older one. */
function changeSummary(change: EstimateChange): string {
  const contributions = [...change.throughput.contributions, ...change.cpu_per_txn.contributions];
  if (!change.comparable) return change.why_not;
  if (change.differences.length === 0) return 'This change touches no setting the studies measured: no change in performance is expected.';
  if (contributions.length === 0) return 'No study measured what this change does: nothing is expected from it.';
  const studies = [...new Set(contributions.map((c) => studyLabel(c.document).toLowerCase()))].join(', ');
  const throughput = change.throughput.contributions.length ? `${signedPct(change.throughput.change_pct)} throughput` : null;
  const cpu = change.cpu_per_txn.contributions.length ? `${signedPct(change.cpu_per_txn.change_pct)} CPU per transaction` : null;
  return `This change: ${[throughput, cpu].filter(Boolean).join(', ')} expected, from ${studies}.`;
}

/** The version diff's expected-performance section: the change's estimate and the measured effects it is made of. */
export function EstimateChangeSection({ change, from, to }: { change: EstimateChange; from: number; to: number }) {
  return (
    <EstimateSection>
      <Text size="sm" data-testid="estimate-change">
        {changeSummary(change)}
      </Text>
      {change.comparable && change.differences.length > 0 ? (
        <>
          <Text size="xs" c="dimmed">
            Version {to} estimated against version {from}: only the settings that changed count.
          </Text>
          {change.throughput.contributions.length ? <MetricLine label="Throughput" metric={change.throughput} testId="estimate-change-throughput" /> : null}
          {change.cpu_per_txn.contributions.length ? <MetricLine label="CPU per transaction" metric={change.cpu_per_txn} testId="estimate-change-cpu" /> : null}
          <EstimateEffects data={change} />
        </>
      ) : null}
    </EstimateSection>
  );
}
