import { CLUSTER_MODE, DISTRIBUTION, KERNEL_SERIES } from '@/features/plans/utils/labels';
import { EditorSection } from '../editor-section';
import { FieldGrid, type FieldSpec } from '../field-grid';

const FIELDS: readonly FieldSpec[] = [
  { kind: 'text', pointer: '/cluster/name', label: 'Cluster name' },
  { kind: 'select', pointer: '/cluster/mode', label: 'Mode', labels: CLUSTER_MODE },
  { kind: 'text', pointer: '/cluster/oracle_release', label: 'Oracle release' },
  { kind: 'text', pointer: '/cluster/grid_release', label: 'Grid/CRS release', nullable: true, placeholder: 'same as the database', description: "Clusterware release, when it differs from the database's (it must not be lower)." },
  { kind: 'select', pointer: '/cluster/distribution', label: 'Distribution', labels: DISTRIBUTION },
  { kind: 'number', pointer: '/cluster/distribution_version', label: 'Distribution version' },
  { kind: 'number', pointer: '/cluster/distribution_update', label: 'Service pack / update' },
  { kind: 'select', pointer: '/cluster/kernel_series', label: 'Kernel series', labels: KERNEL_SERIES, emptyLabel: 'Derived from the distribution' },
];

export function ClusterSection() {
  return (
    <EditorSection pointer="/cluster" title="Cluster" description="Identity and software levels.">
      <FieldGrid fields={FIELDS} />
    </EditorSection>
  );
}
