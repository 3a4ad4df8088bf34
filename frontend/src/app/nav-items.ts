export type NavItem = { to: string; label: string; description?: string };

/** The main navigation, in order. A feature that adds a top-level page adds it here and in router.tsx. */
export const NAV_ITEMS: readonly NavItem[] = [
  { to: '/plans', label: 'Plans' },
  { to: '/runs', label: 'Runs' },
  { to: '/comparisons', label: 'Comparisons' },
  { to: '/reports', label: 'Reports' },
  { to: '/rules', label: 'Rules' },
  { to: '/jobs', label: 'Jobs' },
  { to: '/health', label: 'Health' },
];
