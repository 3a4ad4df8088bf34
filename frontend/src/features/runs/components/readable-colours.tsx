import type { ReactNode } from 'react';

import { READABLE_COLOURS } from '../utils/readable-colours';

export function ReadableColours({ children }: { children: ReactNode }) {
  return <div style={READABLE_COLOURS}>{children}</div>;
}
