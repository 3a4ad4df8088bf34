import { parseSysctlValue } from '@/features/plans/utils/parse-values';

import { KeyValueField } from '../key-value-field';
import { EditorSection } from '../editor-section';
import { NumberField } from '../fields';

export function KernelSection() {
  return (
    <EditorSection pointer="/kernel" title="Kernel" description="Network tuning and other sysctl settings.">
      <NumberField
        pointer="/kernel/netdev_max_backlog"
        label="net.core.netdev_max_backlog"
        unit="packets"
        placeholder="default: kernel default (1000 on SLES 10)"
      />
      <KeyValueField
        pointer="/kernel/sysctl"
        label="Other sysctl settings"
        description="Dotted lower-case keys, e.g. net.core.rmem_max = 1048576; several values separated by spaces."
        keyLabel="Key"
        parse={parseSysctlValue}
      />
    </EditorSection>
  );
}
