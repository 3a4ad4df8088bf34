export const ARCHIVE_FORMATS = ['zip', 'tar.gz'] as const;
export type ArchiveFormat = (typeof ARCHIVE_FORMATS)[number];

/**
 * Where the browser fetches a bundle's archive. The server answers with an attachment, so a plain
 * link downloads it with the session cookie and no JavaScript copy of the bytes.
 */
export function bundleDownloadUrl(bundleId: number, format: ArchiveFormat): string {
  return `/api/bundles/${bundleId}/download/?format=${encodeURIComponent(format)}`;
}
