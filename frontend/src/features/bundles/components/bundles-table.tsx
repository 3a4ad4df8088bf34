import { Anchor, Code, Table, Text } from '@mantine/core';
import { Link } from 'react-router';

import { formatDateTime } from '@/lib/format';

import type { Bundle } from '../types';
import { formatBytes, shortSha } from '../utils/format';
import { BundleStateBadge } from './bundle-state-badge';
import classes from './code.module.css';

/** The plan's bundles, newest first, each linking to its page. */
export function BundlesTable({ bundles }: { bundles: readonly Bundle[] }) {
  return (
    <Table.ScrollContainer minWidth={640} type="native">
      <Table striped highlightOnHover aria-label="Bundles" verticalSpacing="xs">
        <Table.Thead>
          <Table.Tr>
            <Table.Th scope="col">Bundle</Table.Th>
            <Table.Th scope="col">Version</Table.Th>
            <Table.Th scope="col">State</Table.Th>
            <Table.Th scope="col">Created</Table.Th>
            <Table.Th scope="col" ta="right">
              Size
            </Table.Th>
            <Table.Th scope="col">SHA-256</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {bundles.map((bundle) => (
            <Table.Tr key={bundle.id}>
              <Table.Td>
                <Anchor component={Link} className={classes.link} to={`/bundles/${bundle.id}`}>
                  Bundle #{bundle.id}
                </Anchor>
                {bundle.override_errors ? (
                  <Text size="xs" c="red.9">
                    errors overridden
                  </Text>
                ) : null}
              </Table.Td>
              <Table.Td>{bundle.version}</Table.Td>
              <Table.Td>
                <BundleStateBadge state={bundle.state} />
              </Table.Td>
              <Table.Td>
                <Text size="sm">{formatDateTime(bundle.created_at)}</Text>
                {bundle.created_by ? (
                  <Text size="xs" className={classes.muted}>
                    by {bundle.created_by}
                  </Text>
                ) : null}
              </Table.Td>
              <Table.Td ta="right" style={{ whiteSpace: 'nowrap' }}>
                {bundle.state === 'complete' ? formatBytes(bundle.size) : '—'}
              </Table.Td>
              <Table.Td>
                {bundle.sha256 ? <Code title={bundle.sha256}>{shortSha(bundle.sha256)}</Code> : '—'}
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
