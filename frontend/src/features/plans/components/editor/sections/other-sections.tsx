import { SimpleGrid } from '@mantine/core';

import { parseParameterValue } from '@/features/plans/utils/parse-values';
import { ACTIVITY, BLOCK_SIZE, FILESYSTEMIO, SERVER_MODE, WORKLOAD_TYPE } from '@/features/plans/utils/labels';
import { CapacityPanel } from '../capacity-panel';
import { EditorSection } from '../editor-section';
import { NumberField, SelectField, SwitchField, TagsField, TextField, TriStateField } from '../fields';
import { KeyValueField } from '../key-value-field';

export function ClusterFilesSection() {
  return (
    <EditorSection pointer="/cluster_files" title="Cluster files" description="The Oracle Cluster Registry (OCR) and the voting disks.">
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <TagsField pointer="/cluster_files/ocr/locations" label="OCR locations" placeholder="/dev/dasdc1, then Enter" />
        <NumberField pointer="/cluster_files/ocr/size_mb" label="OCR size" unit="MB" />
        <TagsField pointer="/cluster_files/voting/locations" label="Voting disk locations" placeholder="/dev/dasdd1, then Enter" />
        <NumberField pointer="/cluster_files/voting/size_mb" label="Voting disk size" unit="MB" />
        <TextField pointer="/cluster_files/ocr_backup_dir" label="OCR backup directory" nullable placeholder="e.g. /u01/ocrbackup" />
        <TextField
          pointer="/cluster_files/nfs_options"
          label="NFS mount options for OCR and voting"
          placeholder="default: the study's options (noac)"
        />
      </SimpleGrid>
    </EditorSection>
  );
}

export function DatabaseSection() {
  return (
    <EditorSection pointer="/database" title="Database parameters" description="init.ora parameters; sizes in megabytes. Empty fields keep Oracle's default.">
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <SelectField pointer="/database/db_block_size" label="db_block_size" labels={BLOCK_SIZE} />
        <NumberField pointer="/database/processes" label="processes" />
        <NumberField pointer="/database/sga_target_mb" label="sga_target" unit="MB" />
        <NumberField pointer="/database/sga_max_size_mb" label="sga_max_size" unit="MB" />
        <NumberField pointer="/database/db_cache_size_mb" label="db_cache_size" unit="MB" />
        <NumberField pointer="/database/shared_pool_size_mb" label="shared_pool_size" unit="MB" />
        <NumberField pointer="/database/pga_aggregate_target_mb" label="pga_aggregate_target" unit="MB" />
        <NumberField pointer="/database/db_writer_processes" label="db_writer_processes" />
        <TriStateField pointer="/database/disk_asynch_io" label="disk_asynch_io" />
        <SelectField pointer="/database/filesystemio_options" label="filesystemio_options" labels={FILESYSTEMIO} emptyLabel="Oracle default (not set)" />
        <NumberField pointer="/database/parallel_max_servers" label="parallel_max_servers" />
        <NumberField pointer="/database/parallel_threads_per_cpu" label="parallel_threads_per_cpu" />
        <TextField pointer="/database/sga_attach_address" label="SGA attach address" nullable placeholder="e.g. 0x15000000 (32-bit x86 only)" />
      </SimpleGrid>
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

export function ServerSection() {
  return (
    <EditorSection pointer="/server" title="Server processes" description="Dedicated or shared server processes.">
      <SimpleGrid cols={{ base: 1, sm: 3 }}>
        <SelectField pointer="/server/mode" label="Server mode" labels={SERVER_MODE} />
        <NumberField pointer="/server/dispatchers" label="Dispatchers" />
        <NumberField pointer="/server/shared_servers" label="Shared servers" />
        <NumberField
          pointer="/server/lms_nice"
          label="LMS nice value"
          nullable
          placeholder="not changed (0)"
          description="Nice value of the ora_lms processes; study 001 gained 32 % at -20."
        />
      </SimpleGrid>
    </EditorSection>
  );
}

export function WorkloadSection() {
  return (
    <EditorSection pointer="/workload" title="Workload" description="What the cluster will run.">
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <SelectField pointer="/workload/type" label="Workload type" labels={WORKLOAD_TYPE} />
        <NumberField pointer="/workload/users" label="Concurrent users" unit="users" />
        <SelectField pointer="/workload/activity" label="Activity" labels={ACTIVITY} />
        <SwitchField pointer="/workload/multi_node_hot_updates" label="Hot tables updated from several nodes" />
      </SimpleGrid>
      <CapacityPanel />
    </EditorSection>
  );
}
