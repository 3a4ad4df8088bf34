import { createContext } from 'react';

/**
 * True where charts are only looked at, never touched: the print view the PDF renderer opens. Plotly then draws
 * static figures (no hover, drag or resize handling), which is the bulk of a first draw's cost it can skip.
 */
export const StaticPlotsContext = createContext(false);
