import { Select } from '@mantine/core';

import { formatDateTime } from '@/lib/format';

import type { Bundle } from '../types';

type ComparePickerProps = {
  bundleId: number;
  bundles: readonly Bundle[];
  value: number | null;
  onChange: (other: number | null) => void;
  /** False when the bundles listed belong to another plan than the one shown. */
  samePlan?: boolean;
  /** The list is still being fetched: say so rather than "no bundle". */
  loading?: boolean;
};

/** Picks the other bundle to compare with (of this plan or of the plan chosen beside it); only complete ones. */
export function ComparePicker({ bundleId, bundles, value, onChange, samePlan = true, loading = false }: ComparePickerProps) {
  const options = bundles
    .filter((bundle) => bundle.id !== bundleId && bundle.state === 'complete')
    .map((bundle) => ({
      value: String(bundle.id),
      label: `Bundle #${bundle.id} · version ${bundle.version} · ${formatDateTime(bundle.created_at)}`,
    }));
  return (
    <Select
      label="Compare with…"
      placeholder={
        loading
          ? 'Loading the bundles…'
          : options.length > 0
          ? `Pick a bundle of ${samePlan ? 'this' : 'that'} plan`
          : `No other complete bundle of ${samePlan ? 'this' : 'that'} plan yet`
      }
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
