import '@mantine/core/styles.css';
import '@mantine/notifications/styles.css';
import './global.css';

import { Combobox, type CSSVariablesResolver, createTheme, Input, MantineProvider, Modal, Notification } from '@mantine/core';
import { Notifications } from '@mantine/notifications';
import { QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';

import { appQueryClient } from './query-client';

// Shade 8 of indigo and gray 7 for "dimmed" text keep text and buttons at WCAG AA contrast (4.5:1) on white;
// Mantine's defaults (indigo 6, gray 6) fall short and axe reports them.
const theme = createTheme({
  primaryColor: 'indigo',
  primaryShade: { light: 8, dark: 8 },
  defaultRadius: 'sm',
  // Buttons, links and switches show Mantine's 2 px primary ring when reached from the keyboard (not on a click).
  focusRing: 'auto',
  components: {
    // Inputs of every kind (text, number, select, tags) carry the same ring while focused: Mantine's own focus sign
    // there is a change of border colour, too faint to find (global.css, "Focus appearance").
    Input: Input.extend({ classNames: { input: 'app-focus-input' } }),
    // Every toast (@mantine/notifications renders this component): its close button gets a name screen readers
    // announce, and the message under a title uses the readable "dimmed" shade instead of gray 6 (3.3:1 on white).
    Notification: Notification.extend({
      defaultProps: { closeButtonProps: { 'aria-label': 'Close notification' } },
      styles: { description: { color: 'var(--mantine-color-dimmed)' } },
    }),
    // Every dialog's close button is named too (axe: button-name), so no modal has to remember it.
    Modal: Modal.extend({ defaultProps: { closeButtonProps: { 'aria-label': 'Close dialog' } } }),
    // A select's option list is built when it opens, not kept in the page hidden: Mantine keeps every one mounted
    // by default, and each is positioned as it mounts (a style lookup on every ancestor), about 900 forced style
    // reads while the plan editor's dozen selects first render. Its target names the list only while it is open.
    Combobox: Combobox.extend({ defaultProps: { keepMounted: false } }),
  },
});

const resolver: CSSVariablesResolver = () => ({
  variables: {},
  // Light alerts write their title in the colour's light-variant text shade: orange and yellow 6 on their pale
  // background fall below 4.5:1 (axe: color-contrast on the editor's conflict alert), shade 9 does not.
  light: {
    '--mantine-color-dimmed': 'var(--mantine-color-gray-7)',
    // Field errors and other error text: Mantine's red 6 gives 3.3:1 on white (axe: color-contrast), red 8 reads at AA.
    '--mantine-color-error': 'var(--mantine-color-red-8)',
    '--mantine-color-orange-light-color': 'var(--mantine-color-orange-9)',
    '--mantine-color-yellow-light-color': 'var(--mantine-color-yellow-9)',
    // Small warning text on white or a striped row: orange 9 gives 4.3:1 (axe: color-contrast), this 5.6:1.
    '--app-warning-text': '#b23c0a',
    // A hovered subtle or light indigo button (an archive's "Hide entries", for one): Mantine's indigo 2 under the
    // indigo 9 text gives 4.1:1 (axe: color-contrast while the pointer rests on it), indigo 1 gives 5.3:1. Light
    // buttons and the active navigation link rest one step lighter (indigo 0, 6.0:1), so hovering still shows.
    '--mantine-color-indigo-light-hover': 'var(--mantine-color-indigo-1)',
    '--mantine-color-indigo-light': 'var(--mantine-color-indigo-0)',
  },
  dark: {},
});

/** Everything the whole app needs above the router: theme, notifications, query cache. */
export function AppProvider({ children }: { children: ReactNode }) {
  return (
    <MantineProvider theme={theme} cssVariablesResolver={resolver} defaultColorScheme="light">
      <Notifications position="top-right" />
      <QueryClientProvider client={appQueryClient}>{children}</QueryClientProvider>
    </MantineProvider>
  );
}
