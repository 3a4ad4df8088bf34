import type { ReactNode } from 'react';

import { ApiError } from '@/lib/api/errors';

import { ErrorAlert } from './error-alert';
import { PageHeader } from './page-header';
import { PageLoader } from './page-loader';

/** What a page needs of a TanStack query result (useQuery's answer fits). */
type Read<T> = { data: T | undefined; error: unknown; isPending: boolean };

type QueryGateProps<T> = {
  query: Read<T>;
  /** Names the loader: "Loading the bundle". */
  loadingLabel: string;
  /** Shown when the server says 404 (another project's object, or none at all). */
  missing: ReactNode;
  /** The page's title above the error when the first read failed otherwise. */
  title: string;
  failureTitle: string;
  children: (data: T) => ReactNode;
};

/** A page about one object: a loader until the first answer, the "not found" view on 404, an error otherwise. */
export function QueryGate<T>({ query, loadingLabel, missing, title, failureTitle, children }: QueryGateProps<T>) {
  if (query.isPending) return <PageLoader label={loadingLabel} />;
  if (!query.data) {
    if (query.error instanceof ApiError && query.error.status === 404) return missing;
    return (
      <>
        <PageHeader title={title} />
        <ErrorAlert error={query.error} title={failureTitle} />
      </>
    );
  }
  return children(query.data);
}

type QueryListProps<T> = {
  query: Read<T[]>;
  /** What is listed, as it follows "the": "bundles" gives "Loading the bundles". */
  what: string;
  /** Shown when the list is empty. */
  empty: ReactNode;
  children: (items: T[]) => ReactNode;
};

/** A section's list: a loader, an error, the empty note, or the items. */
export function QueryList<T>({ query, what, empty, children }: QueryListProps<T>) {
  if (query.isPending) return <PageLoader label={`Loading the ${what}`} />;
  if (query.error || !query.data) return <ErrorAlert error={query.error} title={`The ${what} could not be loaded`} />;
  if (query.data.length === 0) return empty;
  return children(query.data);
}
