export const REPORT_FORMATS = [
  { format: 'md', label: 'Markdown' },
  { format: 'html', label: 'HTML' },
] as const;

/** The findings and diff report of a check, as a download (the server sends an attachment). */
export function reportUrl(checkId: number, format: (typeof REPORT_FORMATS)[number]['format']): string {
  return `/api/as-built/${checkId}/report/?format=${format}`;
}

/** A node's remediation bundle (a zip), as a download. */
export function remediationUrl(remediationId: number): string {
  return `/api/as-built-remediations/${remediationId}/download/`;
}
