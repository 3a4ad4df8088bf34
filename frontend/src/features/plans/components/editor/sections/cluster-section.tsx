import { SimpleGrid } from '@mantine/core';

import { CLUSTER_MODE, DISTRIBUTION, KERNEL_SERIES } from '@/features/plans/utils/labels';
import { EditorSection } from '../editor-section';
import { NumberField, SelectField, TextField } from '../fields';

export function ClusterSection() {
  return (
    <EditorSection pointer="/cluster" title="Cluster" description="Identity and software levels.">
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <TextField pointer="/cluster/name" label="Cluster name" />
        <SelectField pointer="/cluster/mode" label="Mode" labels={CLUSTER_MODE} />
        <TextField pointer="/cluster/oracle_release" label="Oracle release" />
        <TextField
          pointer="/cluster/grid_release"
          label="Grid/CRS release"
          nullable
          placeholder="same as the database"
          description="Clusterware release, when it differs from the database's (it must not be lower)."
        />
        <SelectField pointer="/cluster/distribution" label="Distribution" labels={DISTRIBUTION} />
        <NumberField pointer="/cluster/distribution_version" label="Distribution version" />
        <NumberField pointer="/cluster/distribution_update" label="Service pack / update" />
        <SelectField
          pointer="/cluster/kernel_series"
          label="Kernel series"
          labels={KERNEL_SERIES}
          emptyLabel="Derived from the distribution"
        />
      </SimpleGrid>
    </EditorSection>
  );
}
