import type { ReactNode } from 'react';
import { useParams } from 'react-router';

import { routeId } from '@/lib/route-id';

type ByRouteIdProps = {
  /** The route parameter holding the id (":bundleId" is "bundleId"). */
  param: string;
  /** Shown when the address holds no usable id. */
  missing: ReactNode;
  children: (id: number) => ReactNode;
};

/** A page about the object whose numeric id is in the address; a malformed id reads as a missing object. */
export function ByRouteId({ param, missing, children }: ByRouteIdProps) {
  const id = routeId(useParams()[param]);
  return id === null ? missing : children(id);
}
