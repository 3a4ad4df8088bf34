import { ActionIcon, Button, Group, Paper, Text } from '@mantine/core';
import { memo, useCallback, useMemo } from 'react';

import type { TopologyDraft } from '@/features/plans/types';
import { fieldId } from '@/features/plans/utils/json-pointer';
import { DISK_GROUP_PURPOSE, DISK_MANAGER, FILESYSTEMIO, REDUNDANCY } from '@/features/plans/utils/labels';
import { useDocumentNumber, useEditor, useValue } from '../editor-context';
import { EditorSection } from '../editor-section';
import { FieldGrid, type FieldSpec } from '../field-grid';
import { PickManyField } from '../fields';

type SharedDisksDraft = NonNullable<TopologyDraft['shared_disks']>;
type DiskGroupDraft = NonNullable<SharedDisksDraft['disk_groups']>[number];

function sharedDisksOf(document: TopologyDraft): SharedDisksDraft {
  const value = document.shared_disks;
  return value && typeof value === 'object' && !Array.isArray(value) ? value : {};
}

function groupsOf(document: TopologyDraft): DiskGroupDraft[] {
  const groups = sharedDisksOf(document).disk_groups;
  return Array.isArray(groups) ? groups : [];
}

const countGroups = (document: TopologyDraft) => groupsOf(document).length;

/** Disk names from the storage section, the only valid members of a disk group. */
function useDiskNames(): string[] {
  const disks = useValue('/storage/disks');
  return useMemo(
    () =>
      Array.isArray(disks)
        ? disks.flatMap((disk) => (disk && typeof disk === 'object' && !Array.isArray(disk) && typeof disk.name === 'string' && disk.name ? [disk.name] : []))
        : [],
    [disks],
  );
}

const SHARED_DISKS_FIELDS: readonly FieldSpec[] = [
  { kind: 'select', pointer: '/shared_disks/manager', label: 'Disk manager', labels: DISK_MANAGER },
  { kind: 'switch', pointer: '/shared_disks/use_lvm', label: 'Logical volumes underneath ASM' },
  { kind: 'text', pointer: '/shared_disks/udev_mode', label: 'udev permission mode', description: 'Mode of the shared disks; the studies used 0660.' },
  { kind: 'switch', pointer: '/shared_disks/asm_autostart', label: 'Start ASM at boot (oratab Y)' },
];

const ASM_FIELDS: readonly FieldSpec[] = [
  { kind: 'number', pointer: '/shared_disks/asm_instance/shared_pool_size_mb', label: 'ASM shared_pool_size', unit: 'MB', nullable: true },
  { kind: 'number', pointer: '/shared_disks/asm_instance/large_pool_size_mb', label: 'ASM large_pool_size', unit: 'MB', nullable: true },
  { kind: 'number', pointer: '/shared_disks/asm_instance/processes', label: 'ASM processes', nullable: true },
  { kind: 'tristate', pointer: '/shared_disks/asm_instance/disk_asynch_io', label: 'ASM disk_asynch_io' },
  { kind: 'select', pointer: '/shared_disks/asm_instance/filesystemio_options', label: 'ASM filesystemio_options', labels: FILESYSTEMIO, emptyLabel: 'Oracle default (not set)' },
];

/** The fields of the disk group at `base` (its members are picked separately, from the storage disks). */
function diskGroupFields(base: `/shared_disks/disk_groups/${number}`): readonly FieldSpec[] {
  return [
    { kind: 'text', pointer: `${base}/name`, label: 'Name' },
    { kind: 'select', pointer: `${base}/purpose`, label: 'Purpose', labels: DISK_GROUP_PURPOSE },
    { kind: 'select', pointer: `${base}/redundancy`, label: 'Redundancy', labels: REDUNDANCY },
  ];
}

const DiskGroupCard = memo(function DiskGroupCard({ index, diskNames }: { index: number; diskNames: string[] }) {
  const { update, readOnly } = useEditor();
  const base = `/shared_disks/disk_groups/${index}` as const;
  const name = useValue(`${base}/name`);
  const remove = useCallback(() => {
    update((document) => ({
      ...document,
      shared_disks: { ...sharedDisksOf(document), disk_groups: groupsOf(document).filter((_, i) => i !== index) },
    }));
  }, [index, update]);
  const title = `Disk group ${typeof name === 'string' && name ? name : index + 1}`;
  return (
    <Paper withBorder p="sm" radius="sm" id={fieldId(base)} tabIndex={-1} role="group" aria-label={title}>
      <Group justify="space-between" mb="xs">
        <Text size="sm" fw={600}>
          {title}
        </Text>
        {readOnly ? null : (
          <ActionIcon variant="subtle" color="red" aria-label={`Remove ${title}`} onClick={remove}>
            <span aria-hidden>✕</span>
          </ActionIcon>
        )}
      </Group>
      <FieldGrid fields={diskGroupFields(base)} columns={3} />
      <PickManyField pointer={`${base}/disks`} label="Member disks" options={diskNames} />
    </Paper>
  );
});

export function SharedDisksSection() {
  const { update, readOnly } = useEditor();
  const total = useDocumentNumber(countGroups);
  const diskNames = useDiskNames();
  const add = useCallback(() => {
    update((document) => {
      const groups = groupsOf(document);
      const names = new Set(groups.map((group) => (group && typeof group === 'object' && !Array.isArray(group) ? String(group.name).toUpperCase() : '')));
      const name = ['DATA', 'REDO', 'INDEX', 'SYSTEM'].find((candidate) => !names.has(candidate)) ?? `DG${groups.length + 1}`;
      const purpose = name === 'REDO' ? 'redo' : name === 'INDEX' ? 'index' : name === 'SYSTEM' ? 'system' : 'data';
      return {
        ...document,
        shared_disks: { ...sharedDisksOf(document), disk_groups: [...groups, { name, purpose, redundancy: 'external', disks: [] }] },
      };
    });
  }, [update]);

  return (
    <EditorSection pointer="/shared_disks" title="Shared disks and ASM disk groups" description="How the shared storage is managed.">
      <FieldGrid fields={SHARED_DISKS_FIELDS} />
      <FieldGrid fields={ASM_FIELDS} columns={3} role="group" aria-label="ASM instance parameters" />
      {Array.from({ length: total }, (_, index) => (
        <DiskGroupCard key={index} index={index} diskNames={diskNames} />
      ))}
      {total === 0 ? (
        <Text size="sm" c="gray.7">
          No ASM disk groups.
        </Text>
      ) : null}
      {readOnly ? null : (
        <Group>
          <Button size="xs" variant="light" onClick={add}>
            Add disk group
          </Button>
        </Group>
      )}
    </EditorSection>
  );
}
