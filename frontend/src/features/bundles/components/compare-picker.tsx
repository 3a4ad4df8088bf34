import { Select } from '@mantine/core';

import { formatDateTime } from '@/lib/format';

import type { Bundle } from '../types';

type ComparePickerProps = {
  bundleId: number;
  bundles: readonly Bundle[];
  value: number | null;
  onChange: (other: number | null) => void;
};

/** Picks the other bundle of the same plan to compare with; only complete bundles can be compared. */
export function ComparePicker({ bundleId, bundles, value, onChange }: ComparePickerProps) {
  const options = bundles
    .filter((bundle) => bundle.id !== bundleId && bundle.state === 'complete')
    .map((bundle) => ({
      value: String(bundle.id),
      label: `Bundle #${bundle.id} · version ${bundle.version} · ${formatDateTime(bundle.created_at)}`,
    }));
  return (
    <Select
      label="Compare with…"
      placeholder={options.length > 0 ? 'Pick another bundle of this plan' : 'No other complete bundle of this plan yet'}
      data={options}
      value={value === null ? null : String(value)}
      onChange={(next) => onChange(next ? Number(next) : null)}
      disabled={options.length === 0}
      clearable
      searchable
      nothingFoundMessage="No such bundle"
      maw={520}
    />
  );
}
