import { SimpleGrid, Stack, Text, Title } from '@mantine/core';

import type { Finding } from '@/features/plans/types';
import { FindingCard } from '../editor/findings-panel';

/** Findings that appeared and disappeared between two versions. */
export function FindingsDelta({ added, removed }: { added: readonly Finding[]; removed: readonly Finding[] }) {
  return (
    <SimpleGrid cols={{ base: 1, md: 2 }}>
      <Stack gap="xs" component="section" aria-labelledby="findings-added-heading">
        <Title order={3} size="h5" id="findings-added-heading">
          Findings added ({added.length})
        </Title>
        {added.length === 0 ? <Text size="sm">None.</Text> : null}
        {added.map((finding) => (
          <FindingCard key={`${finding.rule}-${finding.paths.join()}`} finding={finding} readOnly />
        ))}
      </Stack>
      <Stack gap="xs" component="section" aria-labelledby="findings-removed-heading">
        <Title order={3} size="h5" id="findings-removed-heading">
          Findings removed ({removed.length})
        </Title>
        {removed.length === 0 ? <Text size="sm">None.</Text> : null}
        {removed.map((finding) => (
          <FindingCard key={`${finding.rule}-${finding.paths.join()}`} finding={finding} readOnly />
        ))}
      </Stack>
    </SimpleGrid>
  );
}
