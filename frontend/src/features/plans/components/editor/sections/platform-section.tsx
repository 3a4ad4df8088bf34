import { ActionIcon, Alert, Button, CloseButton, Group, List, SimpleGrid, Table, Text, Tooltip, VisuallyHidden } from '@mantine/core';
import { memo, useCallback, useMemo, useState } from 'react';

import type { JsonValue, NodeDraft, TopologyDraft } from '@/features/plans/types';
import { duplicateNode } from '@/features/plans/utils/duplicate-node';
import { ipv4Problem } from '@/features/plans/utils/ipv4';
import { choicesOn, isSystemZ, nextServerName, switchArchitecture, type PlatformChange } from '@/features/plans/utils/platform';
import { describePointer } from '@/features/plans/utils/format';
import { fieldId } from '@/features/plans/utils/json-pointer';
import { ARCHITECTURE, labelForField, SEVERITY_COLOURS, VIRTUALIZATION } from '@/features/plans/utils/labels';
import { worstSeverity } from '@/features/plans/utils/severity';
import { useDocumentNumber, useEditor, useFindingsUnder, useServerErrorsUnder, useValue } from '../editor-context';
import { EditorSection } from '../editor-section';
import { RowProblems } from '../field-findings';
import { NumberField, SelectField, TextField } from '../fields';

const countNodes = (document: TopologyDraft) => (Array.isArray(document.nodes) ? document.nodes.length : 0);
const requiredIp = (value: JsonValue | undefined) => ipv4Problem(value);
const optionalIp = (value: JsonValue | undefined) => ipv4Problem(value, { optional: true });

function nodesOf(document: TopologyDraft): NodeDraft[] {
  return Array.isArray(document.nodes) ? document.nodes : [];
}

const onSystemZ = (document: TopologyDraft) => {
  const platform = document.platform;
  return isSystemZ(platform && typeof platform === 'object' && !Array.isArray(platform) ? platform.architecture : undefined);
};

/**
 * A new node: on System z it shares its template's CPC (an interconnect of HiperSockets keeps reaching it); on x86 it
 * is a server of its own ("serverN").
 */
function newNode(template: NodeDraft, nodes: readonly NodeDraft[], systemZ: boolean): NodeDraft {
  const copy = duplicateNode(template, nodes);
  return systemZ ? copy : { ...copy, machine: nextServerName(nodes) };
}

/** One node: every cell edits its own pointer, so typing re-renders that cell only. */
const NodeRow = memo(function NodeRow({ index, total }: { index: number; total: number }) {
  const { update, readOnly } = useEditor();
  const base = `/nodes/${index}` as const;
  const findings = useFindingsUnder(base);
  const errors = useServerErrorsUnder(base);
  const worst = worstSeverity(findings);
  const number = index + 1;

  const duplicate = useCallback(() => {
    update((document) => {
      const nodes = nodesOf(document);
      const node = nodes[index];
      if (!node || typeof node !== 'object' || Array.isArray(node)) return document;
      const copy = newNode(node, nodes, onSystemZ(document));
      return { ...document, nodes: [...nodes.slice(0, index + 1), copy, ...nodes.slice(index + 1)] };
    });
  }, [index, update]);

  const remove = useCallback(() => {
    update((document) => ({ ...document, nodes: nodesOf(document).filter((_, i) => i !== index) }));
  }, [index, update]);

  const marker = worst ? `var(--mantine-color-${SEVERITY_COLOURS[worst]}-6)` : 'transparent';
  return (
    <>
      <Table.Tr id={fieldId(base)} tabIndex={-1} data-severity={worst ?? undefined} style={{ boxShadow: `inset 4px 0 0 ${marker}` }}>
        <Table.Td>
          <Text size="sm" fw={500}>
            {number}
          </Text>
        </Table.Td>
        <Table.Td miw={130}>
          <TextField compact pointer={`${base}/hostname`} label={`Node ${number} host name`} />
        </Table.Td>
        <Table.Td miw={100}>
          <TextField compact pointer={`${base}/machine`} label={`Node ${number} machine`} />
        </Table.Td>
        <Table.Td miw={70}>
          <NumberField compact pointer={`${base}/cpus`} label={`Node ${number} CPUs`} />
        </Table.Td>
        <Table.Td miw={100}>
          <NumberField compact pointer={`${base}/memory_gb`} label={`Node ${number} memory`} unit="GiB" allowDecimal />
        </Table.Td>
        <Table.Td miw={125}>
          <TextField compact pointer={`${base}/public_ip`} label={`Node ${number} public IP`} check={requiredIp} />
        </Table.Td>
        <Table.Td miw={125}>
          <TextField compact pointer={`${base}/vip`} label={`Node ${number} VIP`} check={requiredIp} />
        </Table.Td>
        <Table.Td miw={125}>
          <TextField compact pointer={`${base}/private_ip`} label={`Node ${number} private IP`} check={optionalIp} nullable />
        </Table.Td>
        {readOnly ? null : (
          <Table.Td>
            <Group gap={4} wrap="nowrap">
              <Tooltip label="Duplicate (next host name and addresses)">
                <ActionIcon variant="subtle" aria-label={`Duplicate node ${number}`} onClick={duplicate}>
                  <span aria-hidden>⧉</span>
                </ActionIcon>
              </Tooltip>
              <Tooltip label="Remove">
                <ActionIcon variant="subtle" color="red" aria-label={`Remove node ${number}`} onClick={remove} disabled={total <= 1}>
                  <span aria-hidden>✕</span>
                </ActionIcon>
              </Tooltip>
            </Group>
          </Table.Td>
        )}
      </Table.Tr>
      <RowProblems errors={errors} findings={findings} colSpan={readOnly ? 8 : 9} />
    </>
  );
});

function NodesTable() {
  const { update, readOnly } = useEditor();
  const total = useDocumentNumber(countNodes);
  const systemZ = isSystemZ(useValue('/platform/architecture'));
  const addNode = useCallback(() => {
    update((document) => {
      const nodes = nodesOf(document);
      const last = nodes[nodes.length - 1];
      const template: NodeDraft =
        last && typeof last === 'object' && !Array.isArray(last)
          ? last
          : { hostname: 'node0', cpus: 2, memory_gb: 16, machine: 'cpc1', public_ip: '10.10.0.10', vip: '10.10.0.20', private_ip: '192.168.10.10' };
      return { ...document, nodes: [...nodes, newNode(template, nodes, onSystemZ(document))] };
    });
  }, [update]);

  return (
    <div>
      <Table.ScrollContainer minWidth={readOnly ? 820 : 900}>
        <Table aria-label="Nodes" verticalSpacing={4} horizontalSpacing={6}>
          <Table.Thead>
            <Table.Tr>
              <Table.Th scope="col">#</Table.Th>
              <Table.Th scope="col">Host name</Table.Th>
              <Table.Th scope="col">{systemZ ? 'Machine / CPC' : 'Server'}</Table.Th>
              <Table.Th scope="col">CPUs</Table.Th>
              <Table.Th scope="col">Memory</Table.Th>
              <Table.Th scope="col">Public IP</Table.Th>
              <Table.Th scope="col">VIP</Table.Th>
              <Table.Th scope="col">Private IP</Table.Th>
              {readOnly ? null : (
                <Table.Th scope="col">
                  <VisuallyHidden>Actions</VisuallyHidden>
                </Table.Th>
              )}
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {Array.from({ length: total }, (_, index) => (
              <NodeRow key={index} index={index} total={total} />
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
      <Group justify="space-between" mt="xs">
        <Text size="xs" c="gray.7">
          {systemZ ? 'CPUs are IFLs. Memory in GiB.' : 'CPUs are cores. Memory in GiB.'}
        </Text>
        {readOnly ? null : (
          <Button size="xs" variant="light" onClick={addNode}>
            Add node
          </Button>
        )}
      </Group>
    </div>
  );
}

function shown(pointer: string, value: JsonValue | undefined): string {
  return value === undefined || value === null ? 'not set' : labelForField(pointer, value);
}

/** What the last platform switch changed, field by field, with the reason (and which fields are left to choose). */
function PlatformChanges({ architecture, changes, onClose }: { architecture: string; changes: PlatformChange[]; onClose: () => void }) {
  const fields = changes.filter((change) => change.pointer !== '/platform/architecture');
  return (
    <Alert
      color="blue"
      title={`Switching to ${labelForField('/platform/architecture', architecture)} changed ${fields.length} ${fields.length === 1 ? 'field' : 'fields'}`}
      data-testid="platform-changes"
      role="status"
      withCloseButton={false}
    >
      <Group justify="flex-end" mt={-28}>
        <CloseButton aria-label="Dismiss the list of changed fields" onClick={onClose} size="sm" />
      </Group>
      <List size="sm" spacing={2}>
        {fields.map((change) => (
          <List.Item key={change.pointer}>
            <Text span size="sm" fw={600}>
              {describePointer(change.pointer)}
            </Text>
            : {shown(change.pointer, change.before)} → {shown(change.pointer, change.after)}
            {change.unknown ? ' (unknown until you choose it)' : ''}. {change.reason}
          </List.Item>
        ))}
      </List>
    </Alert>
  );
}

/**
 * Architecture and virtualization: only the pairs the schema accepts are offered. Switching between System z and x86
 * sets every platform-bound field to the new platform's value (the schema's x-platforms table) and lists what changed.
 */
function PlatformFields() {
  const { update, schema, readOnly } = useEditor();
  const architecture = useValue('/platform/architecture');
  const [last, setLast] = useState<{ architecture: string; changes: PlatformChange[] } | null>(null);
  const table = schema?.['x-platforms'];
  // The architectures offered are the schema's, all strings.
  const chooseArchitecture = useCallback(
    (value: JsonValue) => {
      const chosen = String(value);
      let changes: PlatformChange[] = [];
      update((document) => {
        const result = switchArchitecture(document, chosen, table);
        changes = result.changes;
        return result.document;
      });
      setLast(changes.length > 1 ? { architecture: chosen, changes } : null);
    },
    [update, table],
  );
  const allowed = useMemo(() => choicesOn(table, architecture, '/platform/virtualization'), [table, architecture]);
  return (
    <>
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <SelectField pointer="/platform/architecture" label="Architecture" labels={ARCHITECTURE} onChoose={chooseArchitecture} />
        <SelectField pointer="/platform/virtualization" label="Virtualization" labels={VIRTUALIZATION} only={allowed} />
      </SimpleGrid>
      {last && !readOnly ? <PlatformChanges architecture={last.architecture} changes={last.changes} onClose={() => setLast(null)} /> : null}
    </>
  );
}

export function PlatformSection() {
  return (
    <>
      <EditorSection pointer="/platform" title="Platform" description="Hardware and how Linux runs on it.">
        <PlatformFields />
      </EditorSection>
      <EditorSection
        pointer="/nodes"
        title="Nodes"
        description="One row per LPAR, z/VM guest or server. Nodes that share a machine name share a physical machine (CPC)."
      >
        <NodesTable />
      </EditorSection>
    </>
  );
}
