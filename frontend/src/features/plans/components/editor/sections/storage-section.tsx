import { ActionIcon, Button, Group, Table, Text, VisuallyHidden } from '@mantine/core';
import { memo, useCallback, useEffect } from 'react';

import type { TopologyDraft } from '@/features/plans/types';
import { draftFromJson } from '@/features/plans/types/draft';
import { fieldId, setAt } from '@/features/plans/utils/json-pointer';
import { DISK_MODEL, MULTIPATH_POLICY, PAV, POLICY_SECTION, STORAGE_PROTOCOL } from '@/features/plans/utils/labels';
import { defaultsAt } from '@/features/plans/utils/schema-info';
import { useDocumentNumber, useEditor, useFindingsUnder, useServerErrorsUnder, useValue } from '../editor-context';
import { EditorSection } from '../editor-section';
import { RowProblems } from '../field-findings';
import { FieldGrid, type FieldSpec } from '../field-grid';
import { NumberField, TextField } from '../fields';

/** The block of the document each protocol is configured in (as the server fills it). */
const PROTOCOL_BLOCK: Record<string, 'eckd' | 'fcp' | 'iscsi' | 'hba' | 'nfs'> = {
  eckd: 'eckd',
  fcp: 'fcp',
  iscsi_software: 'iscsi',
  iscsi_hba: 'hba',
  fc_hba: 'hba',
  nfs: 'nfs',
};

type StorageDraft = NonNullable<TopologyDraft['storage']>;
type DiskDraft = NonNullable<StorageDraft['disks']>[number];

function storageOf(document: TopologyDraft): StorageDraft {
  const storage = document.storage;
  return storage && typeof storage === 'object' && !Array.isArray(storage) ? storage : {};
}

function disksOf(document: TopologyDraft): DiskDraft[] {
  const disks = storageOf(document).disks;
  return Array.isArray(disks) ? disks : [];
}

const countDisks = (document: TopologyDraft) => disksOf(document).length;

/** The fields of each protocol's block. */
const PROTOCOL_FIELDS: Record<string, readonly FieldSpec[]> = {
  eckd: [
    { kind: 'select', pointer: '/storage/eckd/disk_model', label: 'DASD model', labels: DISK_MODEL },
    { kind: 'select', pointer: '/storage/eckd/pav', label: 'Parallel access volumes', labels: PAV },
    { kind: 'number', pointer: '/storage/eckd/aliases_per_lcu', label: 'Aliases per LCU' },
    { kind: 'switch', pointer: '/storage/eckd/pav_multipath', label: 'Multipath daemon drives static PAV aliases', description: 'Static PAV needs the multipath daemon and /etc/multipath.conf; HyperPAV needs none (study 004).' },
    { kind: 'number', pointer: '/storage/eckd/lcus', label: 'Logical control units' },
    { kind: 'switch', pointer: '/storage/dasd_order_pinned', label: 'DASD order pinned with dasd=', description: 'The order is fixed in /etc/zipl.conf on every node, so kernel names stay stable (study 000).' },
  ],
  fcp: [
    { kind: 'number', pointer: '/storage/fcp/paths_per_disk', label: 'Paths per disk', unit: 'paths' },
    { kind: 'select', pointer: '/storage/fcp/multipath_policy', label: 'Multipath policy', labels: MULTIPATH_POLICY },
    { kind: 'number', pointer: '/storage/fcp/rr_min_io', label: 'rr_min_io', unit: 'I/Os' },
    { kind: 'select', pointer: '/storage/fcp/policy_section', label: 'Policy set in', labels: POLICY_SECTION },
  ],
  iscsi: [
    { kind: 'text', pointer: '/storage/iscsi/initiator_version', label: 'Initiator version' },
    { kind: 'switch', pointer: '/storage/iscsi/jumbo_frames', label: 'Jumbo frames' },
  ],
  hba: [
    { kind: 'text', pointer: '/storage/hba/model', label: 'HBA model', nullable: true, placeholder: 'e.g. QLA4010 or QLA2342' },
    { kind: 'number', pointer: '/storage/hba/queue_depth', label: 'Queue depth' },
    { kind: 'switch', pointer: '/storage/hba/jumbo_frames', label: 'Jumbo frames' },
  ],
  nfs: [
    { kind: 'text', pointer: '/storage/nfs/server', label: 'NFS server' },
    { kind: 'text', pointer: '/storage/nfs/export', label: 'Export' },
    { kind: 'text', pointer: '/storage/nfs/mount_point', label: 'Mount point' },
    { kind: 'text', pointer: '/storage/nfs/options', label: 'Extra mount options', placeholder: "default: the studies' options" },
  ],
};

const STORAGE_FIELDS: readonly FieldSpec[] = [
  { kind: 'select', pointer: '/storage/protocol', label: 'Protocol', labels: STORAGE_PROTOCOL },
  { kind: 'text', pointer: '/storage/raid_level', label: 'RAID level', nullable: true, placeholder: 'e.g. RAID 5' },
];

function ProtocolFields({ protocol }: { protocol: string }) {
  const block = PROTOCOL_BLOCK[protocol];
  const fields = block ? PROTOCOL_FIELDS[block] : undefined;
  return fields ? <FieldGrid fields={fields} /> : null;
}

const DiskRow = memo(function DiskRow({ index }: { index: number }) {
  const { update, readOnly } = useEditor();
  const base = `/storage/disks/${index}` as const;
  const findings = useFindingsUnder(base);
  const errors = useServerErrorsUnder(base);
  const number = index + 1;
  const remove = useCallback(() => {
    update((document) => {
      const storage = storageOf(document);
      return { ...document, storage: { ...storage, disks: disksOf(document).filter((_, i) => i !== index) } };
    });
  }, [index, update]);
  return (
    <>
      <Table.Tr id={fieldId(base)} tabIndex={-1}>
        <Table.Td miw={110}>
          <TextField compact pointer={`${base}/name`} label={`Disk ${number} name`} />
        </Table.Td>
        <Table.Td miw={90}>
          <NumberField compact pointer={`${base}/size_gb`} label={`Disk ${number} size`} unit="GiB" allowDecimal />
        </Table.Td>
        <Table.Td miw={120}>
          <TextField compact pointer={`${base}/device`} label={`Disk ${number} device`} nullable placeholder="/dev/dasdb or 0.0.7100" />
        </Table.Td>
        <Table.Td miw={120}>
          <TextField compact pointer={`${base}/wwid`} label={`Disk ${number} WWID`} nullable />
        </Table.Td>
        {readOnly ? null : (
          <Table.Td>
            <ActionIcon variant="subtle" color="red" aria-label={`Remove disk ${number}`} onClick={remove}>
              <span aria-hidden>✕</span>
            </ActionIcon>
          </Table.Td>
        )}
      </Table.Tr>
      <RowProblems errors={errors} findings={findings} colSpan={5} />
    </>
  );
});

function DisksTable() {
  const { update, readOnly } = useEditor();
  const total = useDocumentNumber(countDisks);
  const add = useCallback(() => {
    update((document) => {
      const disks = disksOf(document);
      const names = new Set(disks.map((disk) => (disk && typeof disk === 'object' && !Array.isArray(disk) ? String(disk.name) : '')));
      let n = disks.length + 1;
      while (names.has(`disk${n}`)) n += 1;
      const last = disks[disks.length - 1];
      const size = last && typeof last === 'object' && !Array.isArray(last) && typeof last.size_gb === 'number' ? last.size_gb : 20;
      return { ...document, storage: { ...storageOf(document), disks: [...disks, { name: `disk${n}`, size_gb: size, device: null, wwid: null }] } };
    });
  }, [update]);
  return (
    <div>
      <Text size="sm" fw={500} mb={4}>
        Shared disks
      </Text>
      {total === 0 ? (
        <Text size="sm" c="gray.7">
          No disks listed yet. ASM disk groups pick their members from this list.
        </Text>
      ) : (
        <Table.ScrollContainer minWidth={520}>
          <Table aria-label="Shared disks" verticalSpacing={4} horizontalSpacing={6}>
            <Table.Thead>
              <Table.Tr>
                <Table.Th scope="col">Name</Table.Th>
                <Table.Th scope="col">Size</Table.Th>
                <Table.Th scope="col">Device</Table.Th>
                <Table.Th scope="col">WWID</Table.Th>
                {readOnly ? null : (
                  <Table.Th scope="col">
                    <VisuallyHidden>Actions</VisuallyHidden>
                  </Table.Th>
                )}
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {Array.from({ length: total }, (_, index) => (
                <DiskRow key={index} index={index} />
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
      {readOnly ? null : (
        <Group mt="xs">
          <Button size="xs" variant="light" onClick={add}>
            Add disk
          </Button>
        </Group>
      )}
    </div>
  );
}

export function StorageSection() {
  const { update, schema, readOnly } = useEditor();
  const protocol = useValue('/storage/protocol');
  const protocolName = typeof protocol === 'string' ? protocol : 'eckd';

  // Switching protocol fills the new protocol's block with the schema defaults, as the server would.
  const ensureBlock = useCallback(
    (next: string) => {
      const block = PROTOCOL_BLOCK[next];
      if (!block) return;
      update((document) => {
        const storage = storageOf(document);
        if (storage[block] && typeof storage[block] === 'object') return document;
        return draftFromJson(setAt(document, `/storage/${block}`, defaultsAt(schema, `/storage/${block}`)));
      });
    },
    [schema, update],
  );
  useEffect(() => {
    if (!readOnly) ensureBlock(protocolName);
  }, [ensureBlock, protocolName, readOnly]);

  return (
    <EditorSection pointer="/storage" title="Storage" description="How the shared disks are attached.">
      <FieldGrid fields={STORAGE_FIELDS} />
      <ProtocolFields protocol={protocolName} />
      <DisksTable />
    </EditorSection>
  );
}
