/** Download and report addresses of a saved version (plain links: the server sends attachments). */
export function exportUrl(planId: number, number: number, format: 'json' | 'yaml'): string {
  return `/api/plans/${planId}/versions/${number}/export/?as=${format}`;
}

export function reportUrl(planId: number, number: number, format: 'html' | 'md'): string {
  return `/api/plans/${planId}/versions/${number}/report/?as=${format}`;
}
