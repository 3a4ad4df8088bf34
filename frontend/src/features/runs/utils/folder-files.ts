import { DESKTOP_METADATA } from '@/lib/api/vocabulary';

/** The server's per-file limit (RUNS_MAX_FILE_BYTES); larger files are refused before sending. */
export const MAX_FILE_BYTES = 50 * 1024 * 1024;

type Named = { name: string; size: number; webkitRelativePath?: string; path?: string; relativePath?: string };

/**
 * Where a chosen or dropped file sits: its path inside the folder (a folder chooser's `webkitRelativePath`, a
 * dropped folder's `path` or `relativePath` from react-dropzone), else its name.
 */
export function filePath(file: Named): string {
  return file.webkitRelativePath || file.relativePath || file.path || file.name;
}

const folders: Readonly<Record<string, string>> = DESKTOP_METADATA.folders;
const names: Readonly<Record<string, string>> = DESKTOP_METADATA.names;
const prefixes: Readonly<Record<string, string>> = DESKTOP_METADATA.prefixes;

/** What desktop metadata the file at `path` is (the server's list, vocabulary.ts), or '' for any other file. */
export function desktopMetadata(path: string): string {
  const parts = path.replaceAll('\\', '/').split('/').filter(Boolean);
  const name = parts.pop();
  if (name === undefined) return '';
  const folder = parts.find((part) => Object.hasOwn(folders, part));
  if (folder !== undefined) return folders[folder] ?? '';
  if (Object.hasOwn(names, name)) return names[name] ?? '';
  const prefix = Object.keys(prefixes).find((start) => name.startsWith(start));
  return prefix === undefined ? '' : (prefixes[prefix] ?? '');
}

export type FolderSelection<F extends Named> = {
  /** The files to send, in path order. */
  send: F[];
  /** Desktop metadata, left out unsent. */
  metadata: F[];
  /** Files over the per-file limit, left out unsent. */
  tooLarge: F[];
};

/**
 * Sorts the files of a chosen or dropped folder: what to send, and what stays behind (desktop metadata, which the
 * server would only refuse to read, and files over the size limit), so a whole run folder can be handed over as is.
 */
export function selectFolderFiles<F extends Named>(files: readonly F[]): FolderSelection<F> {
  const out: FolderSelection<F> = { send: [], metadata: [], tooLarge: [] };
  // by code point, the same order whatever the browser's locale
  const ordered = [...files].sort((a, b) => (filePath(a) < filePath(b) ? -1 : filePath(a) > filePath(b) ? 1 : 0));
  for (const file of ordered) {
    if (desktopMetadata(filePath(file))) out.metadata.push(file);
    else if (file.size > MAX_FILE_BYTES) out.tooLarge.push(file);
    else out.send.push(file);
  }
  return out;
}
