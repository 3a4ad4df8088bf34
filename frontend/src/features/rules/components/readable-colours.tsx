import type { CSSProperties, ReactNode } from 'react';

/**
 * Mantine's default dimmed grey (gray.6), link blue and white-on-indigo.6 buttons fall short of
 * the 4.5:1 contrast WCAG asks for small text. These pages use darker shades;
 * pass the same style to anything rendered in a portal (modals).
 */
const READABLE_COLOURS = {
  '--mantine-color-dimmed': 'var(--mantine-color-gray-7)',
  '--mantine-color-anchor': 'var(--mantine-color-indigo-8)',
  '--mantine-primary-color-filled': 'var(--mantine-color-indigo-8)',
  '--mantine-primary-color-filled-hover': 'var(--mantine-color-indigo-9)',
} as CSSProperties;

export function ReadableColours({ children }: { children: ReactNode }) {
  return <div style={READABLE_COLOURS}>{children}</div>;
}
