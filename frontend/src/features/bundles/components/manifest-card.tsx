import { Code, SimpleGrid, Stack, Table, Text } from '@mantine/core';
import type { ReactNode } from 'react';

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
      <Table.ScrollContainer minWidth={560} type="native">
        <Table striped verticalSpacing={4} fz="xs" aria-label="Files and their SHA-256">
          <Table.Thead>
            <Table.Tr>
              <Table.Th scope="col">File</Table.Th>
              <Table.Th scope="col">Mode</Table.Th>
              <Table.Th scope="col" ta="right">
                Size
              </Table.Th>
              <Table.Th scope="col">SHA-256</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {files.map((file) => (
              <Table.Tr key={file.path}>
                <Table.Td style={{ overflowWrap: 'anywhere' }}>{file.path}</Table.Td>
                <Table.Td>{file.mode}</Table.Td>
                <Table.Td ta="right" style={{ whiteSpace: 'nowrap' }}>
                  {formatBytes(file.size)}
                </Table.Td>
                <Table.Td ff="monospace" style={{ overflowWrap: 'anywhere' }}>
                  {file.sha256}
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
    </Stack>
  );
}
