import type { Topology } from '@/features/plans/types';
import { parseParameterValue } from '@/features/plans/utils/parse-values';
import { ACTIVITY, BLOCK_SIZE, FILESYSTEMIO, SERVER_MODE, WORKLOAD_TYPE } from '@/features/plans/utils/labels';
import { CapacityPanel } from '../capacity-panel';
import { EditorSection } from '../editor-section';
import { FieldGrid, type FieldSpec } from '../field-grid';
import { KeyValueField } from '../key-value-field';

const CLUSTER_FILES_FIELDS: readonly FieldSpec[] = [
  { kind: 'tags', pointer: '/cluster_files/ocr/locations', label: 'OCR locations', placeholder: '/dev/dasdc1, then Enter' },
  { kind: 'number', pointer: '/cluster_files/ocr/size_mb', label: 'OCR size', unit: 'MB' },
  { kind: 'tags', pointer: '/cluster_files/voting/locations', label: 'Voting disk locations', placeholder: '/dev/dasdd1, then Enter' },
  { kind: 'number', pointer: '/cluster_files/voting/size_mb', label: 'Voting disk size', unit: 'MB' },
  { kind: 'text', pointer: '/cluster_files/ocr_backup_dir', label: 'OCR backup directory', nullable: true, placeholder: 'e.g. /u01/ocrbackup' },
  { kind: 'text', pointer: '/cluster_files/nfs_options', label: 'NFS mount options for OCR and voting', placeholder: "default: the study's options (noac)" },
];

export function ClusterFilesSection() {
  return (
    <EditorSection pointer="/cluster_files" title="Cluster files" description="The Oracle Cluster Registry (OCR) and the voting disks.">
      <FieldGrid fields={CLUSTER_FILES_FIELDS} />
    </EditorSection>
  );
}

/** init.ora parameters sized in megabytes: the label is the parameter's name, the pointer adds "_mb". */
type DatabaseField = keyof NonNullable<Topology['database']>;
type SizedInMegabytes = DatabaseField extends infer Field ? (Field extends `${infer Name}_mb` ? Name : never) : never;
const megabytes = (name: SizedInMegabytes): FieldSpec => ({ kind: 'number', pointer: `/database/${name}_mb`, label: name, unit: 'MB' });
const count = (name: DatabaseField): FieldSpec => ({ kind: 'number', pointer: `/database/${name}`, label: name });

const DATABASE_FIELDS: readonly FieldSpec[] = [
  { kind: 'select', pointer: '/database/db_block_size', label: 'db_block_size', labels: BLOCK_SIZE },
  count('processes'),
  megabytes('sga_target'),
  megabytes('sga_max_size'),
  megabytes('db_cache_size'),
  megabytes('shared_pool_size'),
  megabytes('pga_aggregate_target'),
  count('db_writer_processes'),
  { kind: 'tristate', pointer: '/database/disk_asynch_io', label: 'disk_asynch_io' },
  { kind: 'select', pointer: '/database/filesystemio_options', label: 'filesystemio_options', labels: FILESYSTEMIO, emptyLabel: 'Oracle default (not set)' },
  count('parallel_max_servers'),
  count('parallel_threads_per_cpu'),
  { kind: 'text', pointer: '/database/sga_attach_address', label: 'SGA attach address', nullable: true, placeholder: 'e.g. 0x15000000 (32-bit x86 only)' },
];

export function DatabaseSection() {
  return (
    <EditorSection pointer="/database" title="Database parameters" description="init.ora parameters; sizes in megabytes. Empty fields keep Oracle's default.">
      <FieldGrid fields={DATABASE_FIELDS} />
      <KeyValueField
        pointer="/database/other"
        label="Other parameters"
        description="Any other init.ora parameter; TRUE/FALSE and numbers are stored as such."
        keyLabel="Parameter"
        keyPlaceholder="parameter_name"
        parse={parseParameterValue}
      />
    </EditorSection>
  );
}

const SERVER_FIELDS: readonly FieldSpec[] = [
  { kind: 'select', pointer: '/server/mode', label: 'Server mode', labels: SERVER_MODE },
  { kind: 'number', pointer: '/server/dispatchers', label: 'Dispatchers' },
  { kind: 'number', pointer: '/server/shared_servers', label: 'Shared servers' },
  { kind: 'number', pointer: '/server/lms_nice', label: 'LMS nice value', nullable: true, placeholder: 'not changed (0)', description: 'Nice value of the ora_lms processes; study 001 gained 32 % at -20.' },
];

export function ServerSection() {
  return (
    <EditorSection pointer="/server" title="Server processes" description="Dedicated or shared server processes.">
      <FieldGrid fields={SERVER_FIELDS} columns={3} />
    </EditorSection>
  );
}

const WORKLOAD_FIELDS: readonly FieldSpec[] = [
  { kind: 'select', pointer: '/workload/type', label: 'Workload type', labels: WORKLOAD_TYPE },
  { kind: 'number', pointer: '/workload/users', label: 'Concurrent users', unit: 'users' },
  { kind: 'select', pointer: '/workload/activity', label: 'Activity', labels: ACTIVITY },
  { kind: 'switch', pointer: '/workload/multi_node_hot_updates', label: 'Hot tables updated from several nodes' },
];

export function WorkloadSection() {
  return (
    <EditorSection pointer="/workload" title="Workload" description="What the cluster will run.">
      <FieldGrid fields={WORKLOAD_FIELDS} />
      <CapacityPanel />
    </EditorSection>
  );
}
