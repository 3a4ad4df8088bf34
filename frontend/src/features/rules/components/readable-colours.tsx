import type { CSSProperties, ReactNode } from 'react';

/**
 * Mantine's default dimmed grey (gray.6) and link blue (indigo.6) fall short of the 4.5:1
 * contrast WCAG asks for small text on white. These pages use one shade darker of each;
 * pass the same style to anything rendered in a portal (modals).
 */
const READABLE_COLOURS = {
  '--mantine-color-dimmed': 'var(--mantine-color-gray-7)',
  '--mantine-color-anchor': 'var(--mantine-color-indigo-8)',
} as CSSProperties;

export function ReadableColours({ children }: { children: ReactNode }) {
  return <div style={READABLE_COLOURS}>{children}</div>;
}
