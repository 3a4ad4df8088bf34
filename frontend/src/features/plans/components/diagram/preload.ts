import { preloadLayoutEngine } from './layout';

/**
 * Starts loading the diagram's code (React Flow) and its layout engine (ELK, in a worker) without drawing anything,
 * so a page about to show the editor has them by the time the form is on screen instead of fetching them afterwards.
 */
export function preloadDiagram(): void {
  void import('./diagram-canvas');
  preloadLayoutEngine();
}
