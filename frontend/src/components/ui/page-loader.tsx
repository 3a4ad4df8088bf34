import { Center, Loader } from '@mantine/core';

/**
 * Shown while a lazily loaded page or its first data arrives. The spinner is a status region: a name on an element
 * with no role is not read out (axe: aria-prohibited-attr), a status is announced.
 */
export function PageLoader({ label = 'Loading' }: { label?: string }) {
  return (
    <Center py="xl" role="status" aria-label={label}>
      <Loader aria-hidden="true" />
    </Center>
  );
}
