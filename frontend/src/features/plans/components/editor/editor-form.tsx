import { Stack } from '@mantine/core';
import { memo } from 'react';

import { ClusterSection } from './sections/cluster-section';
import { InterconnectSection, PublicNetworkSection } from './sections/network-sections';
import { KernelSection } from './sections/kernel-section';
import { ClusterFilesSection, DatabaseSection, ServerSection, WorkloadSection } from './sections/other-sections';
import { PlatformSection } from './sections/platform-section';
import { SharedDisksSection } from './sections/shared-disks-section';
import { StorageSection } from './sections/storage-section';

/** Every section of the topology document, in the document's order. Never re-renders as a whole. */
export const EditorForm = memo(function EditorForm() {
  return (
    <Stack gap="md">
      <ClusterSection />
      <PlatformSection />
      <PublicNetworkSection />
      <InterconnectSection />
      <KernelSection />
      <StorageSection />
      <SharedDisksSection />
      <ClusterFilesSection />
      <DatabaseSection />
      <ServerSection />
      <WorkloadSection />
    </Stack>
  );
});
