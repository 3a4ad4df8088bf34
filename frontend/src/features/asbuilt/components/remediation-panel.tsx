import { Alert, Button, Group, List, Select, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';

import { JobProgress } from '@/components/jobs';
import { type DataColumn, DataTable } from '@/components/ui/data-table';
import { ErrorAlert } from '@/components/ui/error-alert';

import { remediationUrl } from '../api/links';
import { useRemediation } from '../api/get-remediation';
import { useRequestRemediation } from '../api/request-remediation';
import type { AsBuiltCheck, NotFixable, RemediationFix } from '../types';
import { isCheckActive } from '../utils/check-state';
import { remediableNodes } from '../utils/remediation';

/** A value from a file or the document: plain text, never markup. */
function Value({ value }: { value: string | null }) {
  return value === null ? (
    <Text span size="sm" c="gray.7">—</Text>
  ) : (
    <Text span size="sm" ff="monospace" style={{ overflowWrap: 'anywhere' }}>
      {value}
    </Text>
  );
}

const FIX_COLUMNS: readonly DataColumn<RemediationFix>[] = [
  { key: 'setting', header: 'Setting', cell: (fix) => <Value value={fix.key} /> },
  { key: 'planned', header: 'Planned', cell: (fix) => <Value value={fix.planned} /> },
  { key: 'actual', header: 'On the node', cell: (fix) => <Value value={fix.actual} /> },
  {
    key: 'file',
    header: 'Planned file',
    cell: (fix) => (
      <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
        /{fix.dest} ({fix.how === 'copy' ? 'replaced' : 'merged between markers'})
      </Text>
    ),
  },
];

function Fixes({ node, fixes }: { node: string; fixes: readonly RemediationFix[] }) {
  return (
    <DataTable
      label="Differences the remediation puts back"
      columns={FIX_COLUMNS}
      rows={fixes}
      rowKey={(fix) => `${fix.file ?? ''}-${fix.key}-${fix.change}`}
      empty="No difference on this node is carried by a file the bundle installs."
      minWidth={520}
      verticalSpacing={4}
      scroll={{ type: 'native', tabIndex: 0, role: 'region', 'aria-label': `Fixes of ${node} (scrollable)` }}
    />
  );
}

/** The differences no bundle file puts back (a release, a machine type, a file the bundle does not render), each with its reason. */
export function NotFixableList({ items }: { items: readonly NotFixable[] }) {
  return (
    <section aria-labelledby="not-fixable-heading">
      <Title order={3} size="h5" id="not-fixable-heading" mb={4}>
        Not fixable by configuration
      </Title>
      {items.length === 0 ? (
        <Text size="sm">None: the files above put back every difference on this node.</Text>
      ) : (
        <List size="sm" spacing={4} aria-label="Not fixable by configuration">
          {items.map((item) => (
            <List.Item key={`${item.what}-${item.file ?? ''}-${item.key}`}>
              <Text span size="sm" ff="monospace" style={{ overflowWrap: 'anywhere' }}>{item.key}</Text>
              {item.file ? <Text span size="sm"> in {item.file}</Text> : null}
              <Text span size="sm">: planned </Text>
              <Value value={item.planned} />
              <Text span size="sm">, on the node </Text>
              <Value value={item.actual} />
              <Text size="sm" c="gray.8">{item.reason}</Text>
            </List.Item>
          ))}
        </List>
      )}
    </section>
  );
}

/** One remediation: its progress while the job runs, then its download, what it fixes and what it cannot. */
function RemediationResult({ remediationId }: { remediationId: number }) {
  const { data: remediation, error } = useRemediation(remediationId);
  if (!remediation) return error ? <ErrorAlert error={error} title="The remediation could not be loaded" /> : null;
  if (isCheckActive(remediation)) {
    return remediation.job !== null ? <JobProgress key={remediation.job} jobId={remediation.job} label={`Remediation of ${remediation.node}`} /> : null;
  }
  if (remediation.state === 'failed') {
    return (
      <Alert color="red" variant="light" title="The remediation could not be produced" role="alert">
        {remediation.error}
      </Alert>
    );
  }
  return (
    <Stack gap="sm" data-remediation={remediation.id}>
      <Group gap="sm" wrap="wrap">
        <Button component="a" href={remediationUrl(remediation.id)} download>
          Download the remediation of {remediation.node}
        </Button>
        <Text size="sm" c="gray.7">
          {remediation.files.length} files · run its playbook with --check first (see its README)
        </Text>
      </Group>
      <Fixes node={remediation.node} fixes={remediation.fixes} />
      <NotFixableList items={remediation.not_fixable} />
    </Stack>
  );
}

type RemediationPanelProps = { check: AsBuiltCheck; canRequest: boolean };

/**
 * Drift to remediation: for a node that differs from the plan, the planned files behind its differences and an
 * Ansible run limited to them; the latest remediation of each node is shown with its download.
 */
export function RemediationPanel({ check, canRequest }: RemediationPanelProps) {
  const nodes = remediableNodes(check);
  const [chosen, setChosen] = useState<string | null>(null);
  const node = chosen !== null && nodes.includes(chosen) ? chosen : (nodes[0] ?? null);
  const request = useRequestRemediation();
  // The newest remediation of each node (the check lists them newest first).
  const latest = nodes.flatMap((name) => check.remediations.find((item) => item.node === name) ?? []);
  if (nodes.length === 0) return <Text size="sm">No node differs from the plan: there is nothing to remediate.</Text>;
  return (
    <Stack gap="md">
      {canRequest ? (
        <Group gap="sm" align="flex-end" wrap="wrap">
          <Select label="Node to remediate" data={nodes} value={node} onChange={setChosen} allowDeselect={false} w={240} />
          <Button
            loading={request.isPending}
            disabled={node === null}
            onClick={() => {
              if (node !== null) request.mutate({ checkId: check.id, node });
            }}
          >
            Produce the remediation bundle
          </Button>
        </Group>
      ) : null}
      {request.error ? <ErrorAlert error={request.error} title="The remediation was refused" /> : null}
      {latest.length === 0 ? (
        <Text size="sm">No remediation yet.{canRequest ? ' Choose a node and produce its bundle.' : ''}</Text>
      ) : (
        latest.map((remediation) => <RemediationResult key={remediation.id} remediationId={remediation.id} />)
      )}
    </Stack>
  );
}
