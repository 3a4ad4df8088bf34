/**
 * Starts loading the diagram's code (React Flow and the ELK layout engine) without drawing anything, so a page
 * that is about to show the editor has it by the time the form is on screen instead of fetching it afterwards.
 */
export function preloadDiagram(): void {
  void import('./diagram-canvas');
  void import('elkjs/lib/elk.bundled.js');
}
