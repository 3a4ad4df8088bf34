import type { ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router';

import { ErrorAlert } from '@/components/ui/error-alert';
import { PageLoader } from '@/components/ui/page-loader';
import { useMe } from '@/lib/api/me';

/** Renders its children for a signed-in user and sends anyone else to /login?next=<here>. */
export function RequireAuth({ children }: { children: ReactNode }) {
  const location = useLocation();
  const { data: me, error, isPending } = useMe();

  if (isPending) return <PageLoader label="Checking your session" />;
  if (error) return <ErrorAlert error={error} title="Could not check your session" />;
  if (!me) {
    const next = `${location.pathname}${location.search}${location.hash}`;
    return <Navigate to={`/login?next=${encodeURIComponent(next)}`} replace />;
  }
  return children;
}
