import { Code, SimpleGrid, Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';

import { type DataColumn, DataTable } from '@/components/ui/data-table';

import type { BundleDetail } from '../types';
import { formatBytes } from '../utils/format';
import classes from './code.module.css';

function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div>
      <Text size="xs" className={classes.muted}>
        {label}
      </Text>
      <Text size="sm" fw={500} style={{ overflowWrap: 'anywhere' }}>
        {children}
      </Text>
    </div>
  );
}

type ManifestFile = BundleDetail['files'][number];

const FILE_COLUMNS: readonly DataColumn<ManifestFile>[] = [
  { key: 'file', header: 'File', td: { style: { overflowWrap: 'anywhere' } }, cell: (file) => file.path },
  { key: 'mode', header: 'Mode', cell: (file) => file.mode },
  { key: 'size', header: 'Size', align: 'right', td: { style: { whiteSpace: 'nowrap' } }, cell: (file) => formatBytes(file.size) },
  { key: 'sha', header: 'SHA-256', td: { ff: 'monospace', style: { overflowWrap: 'anywhere' } }, cell: (file) => file.sha256 },
];

/** MANIFEST.json as a table: what produced the bundle and the SHA-256 of every file in it. */
export function ManifestView({ bundle }: { bundle: BundleDetail }) {
  const manifest = bundle.manifest;
  const files = manifest.files ?? bundle.files;
  return (
    <Stack gap="md">
      <SimpleGrid cols={{ base: 1, xs: 2, md: 4 }} spacing="sm">
        <Fact label="Generator version">{manifest.generator_version || bundle.generator_version || '—'}</Fact>
        <Fact label="Rule catalogue version">{manifest.rule_catalogue_version || bundle.catalogue_version || '—'}</Fact>
        <Fact label="Plan version">
          {manifest.plan?.name ? `${manifest.plan.name}, ` : ''}version {manifest.plan?.version ?? bundle.version}
        </Fact>
        <Fact label="Archive SHA-256 (zip)">
          <Code style={{ overflowWrap: 'anywhere', whiteSpace: 'normal' }}>{bundle.sha256 || '—'}</Code>
        </Fact>
      </SimpleGrid>
      <DataTable
        label="Files and their SHA-256"
        minWidth={560}
        scroll={{ type: 'native' }}
        striped
        verticalSpacing={4}
        fz="xs"
        columns={FILE_COLUMNS}
        rows={files}
        rowKey={(file) => file.path}
      />
    </Stack>
  );
}
