import type { CSSProperties, ReactNode } from 'react';

/**
 * The theme's dimmed grey and indigo-6 accents fall short of WCAG AA contrast on white.
 * The plans pages are dense with such text, so they darken those theme variables for everything
 * inside (CSS custom properties cascade; the global theme is left as it is).
 */
const READABLE: CSSProperties = {
  ['--mantine-color-dimmed' as string]: 'var(--mantine-color-gray-7)',
  ['--mantine-color-anchor' as string]: 'var(--mantine-color-indigo-8)',
  ['--mantine-primary-color-filled' as string]: 'var(--mantine-color-indigo-8)',
  ['--mantine-primary-color-filled-hover' as string]: 'var(--mantine-color-indigo-9)',
  ['--mantine-primary-color-light-color' as string]: 'var(--mantine-color-indigo-9)',
};

export function ContrastScope({ children }: { children: ReactNode }) {
  return <div style={READABLE}>{children}</div>;
}
