import { Checkbox, Group, Tooltip } from '@mantine/core';
import { useMemo } from 'react';

import { CHART_IDS, chartName, type ChartId, type ComparisonResult } from '../types';
import { chartStatus } from '../utils/availability';

type Props = {
  result: ComparisonResult;
  value: readonly ChartId[];
  onChange: (charts: ChartId[]) => void;
};

/** Which charts to show; a chart with nothing to draw cannot be ticked and says why. */
export function ChartPicker({ result, value, onChange }: Props) {
  const status = useMemo(() => chartStatus(result), [result]);
  return (
    <Checkbox.Group
      label="Charts"
      value={value as string[]}
      onChange={(next) => onChange(CHART_IDS.filter((c) => next.includes(c)))}
    >
      <Group gap="sm" mt={4}>
        {CHART_IDS.map((chart) => {
          const reason = status[chart]?.available === false ? status[chart]?.reason : null;
          const box = <Checkbox key={chart} value={chart} label={chartName(chart)} disabled={Boolean(reason)} description={reason ? 'no data' : undefined} />;
          return reason ? (
            <Tooltip key={chart} label={reason} multiline w={320}>
              <div>{box}</div>
            </Tooltip>
          ) : (
            box
          );
        })}
      </Group>
    </Checkbox.Group>
  );
}
