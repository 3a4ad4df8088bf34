import { Anchor, Code, Text } from '@mantine/core';
import { Link } from 'react-router';

import { type DataColumn, DataTable } from '@/components/ui/data-table';

import { formatDateTime } from '@/lib/format';

import type { Bundle } from '../types';
import { formatBytes, shortSha } from '../utils/format';
import { BundleStateBadge } from './bundle-state-badge';
import classes from './code.module.css';

const COLUMNS: readonly DataColumn<Bundle>[] = [
  {
    key: 'bundle',
    header: 'Bundle',
    cell: (bundle) => (
      <>
        <Anchor component={Link} className={classes.link} to={`/bundles/${bundle.id}`}>
          Bundle #{bundle.id}
        </Anchor>
        {bundle.override_errors ? (
          <Text size="xs" c="red.9">
            errors overridden
          </Text>
        ) : null}
      </>
    ),
  },
  { key: 'version', header: 'Version', cell: (bundle) => bundle.version },
  { key: 'state', header: 'State', cell: (bundle) => <BundleStateBadge state={bundle.state} /> },
  {
    key: 'created',
    header: 'Created',
    cell: (bundle) => (
      <>
        <Text size="sm">{formatDateTime(bundle.created_at)}</Text>
        {bundle.created_by ? (
          <Text size="xs" className={classes.muted}>
            by {bundle.created_by}
          </Text>
        ) : null}
      </>
    ),
  },
  { key: 'size', header: 'Size', align: 'right', td: { style: { whiteSpace: 'nowrap' } }, cell: (bundle) => (bundle.state === 'complete' ? formatBytes(bundle.size) : '—') },
  { key: 'sha', header: 'SHA-256', cell: (bundle) => (bundle.sha256 ? <Code title={bundle.sha256}>{shortSha(bundle.sha256)}</Code> : '—') },
];

/** The plan's bundles, newest first, each linking to its page. */
export function BundlesTable({ bundles }: { bundles: readonly Bundle[] }) {
  return (
    <DataTable
      label="Bundles"
      minWidth={640}
      scroll={{ type: 'native' }}
      striped
      highlightOnHover
      verticalSpacing="xs"
      columns={COLUMNS}
      rows={bundles}
      rowKey={(bundle) => bundle.id}
    />
  );
}
