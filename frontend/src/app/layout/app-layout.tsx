import { Anchor, AppShell, Badge, Burger, Button, Group, NavLink, ScrollArea, Title } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { Suspense } from 'react';
import { Link, NavLink as RouterNavLink, Outlet, useLocation, useNavigate } from 'react-router';

import { ErrorBoundary } from '@/components/ui/error-boundary';
import { ErrorAlert } from '@/components/ui/error-alert';
import { PageLoader } from '@/components/ui/page-loader';
import { SkipLink } from '@/components/ui/skip-link';
import { useLogout } from '@/features/auth';
import { ProjectSelect, useProjects } from '@/features/projects';
import { useMe } from '@/lib/api/me';
import { useCurrentProject } from '@/lib/current-project';
import { notifyFailure } from '@/lib/notify';

import { CurrentProjectProvider } from '../current-project-provider';
import { NAV_ITEMS } from '../nav-items';

// Dark shades under white text: the badge stays readable (WCAG AA) whatever the role.
const ROLE_COLOURS = { architect: 'grape.9', contributor: 'teal.9', viewer: 'gray.8' } as const;

function RoleBadge() {
  const { project } = useCurrentProject();
  const { data: me } = useMe();
  if (!project) return null;
  // The header squeezes its items on narrow screens; the role is short and is never cut ("contrib…").
  if (!project.role) return me?.is_staff ? <Badge variant="outline" style={{ flexShrink: 0 }}>staff</Badge> : null;
  return (
    <Badge color={ROLE_COLOURS[project.role]} variant="filled" aria-label={`Your role: ${project.role}`} style={{ flexShrink: 0, overflow: 'visible' }}>
      {project.role}
    </Badge>
  );
}

function UserMenu({ onNavigate }: { onNavigate?: () => void }) {
  const { data: me } = useMe();
  const logout = useLogout();
  const navigate = useNavigate();
  return (
    <Group gap="xs" wrap="nowrap">
      {/* The name starts with the text seen (WCAG 2.5.3: a voice user says "architect"); the rest says where it leads. */}
      <Anchor
        component={Link}
        to="/account"
        size="sm"
        aria-label={me ? `${me.username}: account and API tokens` : 'Account and API tokens'}
        onClick={onNavigate}
      >
        {me?.username ?? 'Account'}
      </Anchor>
      <Button
        variant="default"
        size="xs"
        loading={logout.isPending}
        onClick={() =>
          logout.mutate(undefined, {
            onSuccess: () => navigate('/login', { replace: true }),
            onError: (error) => notifyFailure('Sign-out failed', error),
          })
        }
      >
        Sign out
      </Button>
    </Group>
  );
}

function Header({ navOpened, toggleNav }: { navOpened: boolean; toggleNav: () => void }) {
  const { data: projects } = useProjects();
  return (
    <Group h="100%" px="md" justify="space-between" wrap="nowrap">
      <Group gap="sm" wrap="nowrap">
        <Burger opened={navOpened} onClick={toggleNav} hiddenFrom="sm" size="sm" aria-label="Toggle navigation" />
        <Anchor component={Link} to="/" underline="never" c="inherit">
          <Title order={2} size="h4">
            RACplan
          </Title>
        </Anchor>
      </Group>
      <Group gap="sm" wrap="nowrap" align="center">
        <ProjectSelect projects={projects ?? []} />
        {/* a phone's header has room for the project only: role, account and sign-out are in the menu there */}
        <Group gap="sm" wrap="nowrap" visibleFrom="sm">
          <RoleBadge />
          <UserMenu />
        </Group>
      </Group>
    </Group>
  );
}

function Navigation({ onNavigate }: { onNavigate: () => void }) {
  const location = useLocation();
  return (
    <AppShell.Navbar p="xs" aria-label="Main">
      <AppShell.Section grow component={ScrollArea}>
        {NAV_ITEMS.map((item) => (
          <NavLink
            key={item.to}
            component={RouterNavLink}
            to={item.to}
            label={item.label}
            description={item.description}
            active={location.pathname === item.to || location.pathname.startsWith(`${item.to}/`)}
            onClick={onNavigate}
          />
        ))}
      </AppShell.Section>
      <AppShell.Section hiddenFrom="sm" pt="sm" style={{ borderTop: '1px solid var(--mantine-color-default-border)' }}>
        <Group gap="sm" justify="space-between">
          <RoleBadge />
          <UserMenu onNavigate={onNavigate} />
        </Group>
      </AppShell.Section>
    </AppShell.Navbar>
  );
}

/** Where the shell's skip link leads: the page itself, past the header and the navigation. */
const MAIN_CONTENT_ID = 'main-content';

/** The signed-in frame: header with project, role and sign-out; navigation; the page. */
export function AppLayout() {
  const [navOpened, { toggle, close }] = useDisclosure(false);
  const location = useLocation();
  return (
    <CurrentProjectProvider>
      <AppShell header={{ height: 64 }} navbar={{ width: 240, breakpoint: 'sm', collapsed: { mobile: !navOpened } }} padding="md">
        <SkipLink target={MAIN_CONTENT_ID}>Skip to main content</SkipLink>
        <AppShell.Header>
          <Header navOpened={navOpened} toggleNav={toggle} />
        </AppShell.Header>
        <Navigation onNavigate={close} />
        <AppShell.Main id={MAIN_CONTENT_ID} tabIndex={-1}>
          {/* Keyed by path so an error on one page does not stick after navigating away. */}
          <ErrorBoundary key={location.pathname} fallback={(error) => <ErrorAlert error={error} title="This page failed to load" />}>
            <Suspense fallback={<PageLoader />}>
              <Outlet />
            </Suspense>
          </ErrorBoundary>
        </AppShell.Main>
      </AppShell>
    </CurrentProjectProvider>
  );
}
