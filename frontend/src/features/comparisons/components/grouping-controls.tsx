import { Group, NativeSelect, Stack, TextInput } from '@mantine/core';
import { useMemo } from 'react';

import type { RunListItem } from '../types';
import { baselineOptions, type BuilderState, type GroupMode } from '../utils/request';

type Props = {
  runs: RunListItem[];
  state: BuilderState;
  onChange: (state: BuilderState) => void;
};

const MODES: { value: GroupMode; label: string }[] = [
  { value: 'none', label: 'Each run on its own' },
  { value: 'tag', label: 'By a tag' },
  { value: 'plan_version', label: 'By plan version' },
  { value: 'manual', label: 'By hand' },
];

/** How the picked runs are grouped, and which group (or run) is the baseline. */
export function GroupingControls({ runs, state, onChange }: Props) {
  const tagKeys = useMemo(() => [...new Set(runs.flatMap((r) => Object.keys(r.tags)))].sort(), [runs]);
  const options = useMemo(() => baselineOptions(runs, state), [runs, state]);
  return (
    <Stack gap="xs">
      <Group gap="sm" align="flex-end" wrap="wrap">
        <NativeSelect
          label="Group runs"
          value={state.mode}
          data={MODES}
          onChange={(event) => {
            const mode = event.currentTarget.value as GroupMode;
            onChange({ ...state, mode, tagKey: mode === 'tag' ? state.tagKey || tagKeys[0] || '' : state.tagKey, baseline: '' });
          }}
        />
        {state.mode === 'tag' ? (
          <NativeSelect
            label="Tag key"
            value={state.tagKey}
            data={tagKeys.length ? tagKeys : [{ value: '', label: 'No tags on these runs' }]}
            onChange={(event) => onChange({ ...state, tagKey: event.currentTarget.value, baseline: '' })}
          />
        ) : null}
        <NativeSelect label="Baseline" value={options.some((o) => o.value === state.baseline) ? state.baseline : options[0]?.value ?? ''} data={options} onChange={(event) => onChange({ ...state, baseline: event.currentTarget.value })} />
      </Group>
      {state.mode === 'manual' ? (
        <Group gap="xs" wrap="wrap">
          {runs.map((run) => (
            <TextInput
              key={run.id}
              size="xs"
              label={`Group of ${run.label}`}
              placeholder="Group 1"
              value={state.manual[run.id] ?? ''}
              onChange={(event) => onChange({ ...state, manual: { ...state.manual, [run.id]: event.currentTarget.value } })}
            />
          ))}
        </Group>
      ) : null}
    </Stack>
  );
}
