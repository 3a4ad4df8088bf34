import { Alert, Text } from '@mantine/core';

import { useDocumentEstimate } from '@/features/plans/hooks/use-document-estimate';

import { EstimateEffects, EstimateSection, MetricLine } from '../estimate-section';
import { useEditor } from './editor-context';

/**
 * What the plan as edited is expected to deliver against the nearest configuration a study measured: throughput and
 * CPU cost per transaction as 80 % intervals, with every measured effect behind them, the transferred ones marked,
 * and the effects left out with why (docs/estimate.md). It follows the document as the architect types (unsaved);
 * while the document does not parse, the last estimate stays, marked as such.
 */
export function EstimatePanel({ planId }: { planId: number }) {
  const { document } = useEditor();
  const { status, data } = useDocumentEstimate(planId, document);
  return (
    <EstimateSection>
      <Text size="xs" c="dimmed" role="status" data-testid="estimate-status">
        {status === 'pending'
          ? data
            ? 'Updating for your latest change…'
            : 'Estimating the plan as edited…'
          : status === 'invalid'
            ? 'The document has errors: this is the estimate of its last valid state.'
            : status === 'ready'
              ? 'For the plan as edited (unsaved changes included).'
              : ''}
      </Text>
      {status === 'failed' ? (
        <Alert color="red" variant="light">
          The estimate could not be loaded.
        </Alert>
      ) : null}
      {data === null ? null : data.reference === null ? (
        <Text size="sm">{data.notes[0] ?? 'No study measured a configuration like this one.'}</Text>
      ) : (
        <>
          <Text size="xs" c="dimmed">
            Against the study configuration “{data.reference.name}”.
          </Text>
          <MetricLine label="Throughput" metric={data.throughput} testId="estimate-throughput" />
          <MetricLine label="CPU per transaction" metric={data.cpu_per_txn} testId="estimate-cpu" />
          {data.differences.length === 0 ? (
            <Text size="xs" data-testid="estimate-same">
              {data.not_stated.length > 0
                ? 'No setting the estimate reads differs from the study configuration, but the plan does not state every one.'
                : 'No setting the estimate reads differs from the study configuration.'}{' '}
              A finding may still warn of a measured effect the estimate does not size (see Findings).
            </Text>
          ) : null}
          <EstimateEffects data={data} />
        </>
      )}
    </EstimateSection>
  );
}
