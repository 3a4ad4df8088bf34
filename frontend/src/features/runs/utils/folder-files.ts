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

/** A file to send and the name it gets: its path inside what was handed over (see {@link selectFolderFiles}). */
export type Outgoing<F> = { file: F; path: string };

export type FolderSelection<F extends Named> = {
  /** The files to send, in path order. */
  send: Outgoing<F>[];
  /** Desktop metadata, and hidden files or folders inside a folder (`.git/`), left out unsent. */
  metadata: F[];
  /** Files over the per-file limit, left out unsent. */
  tooLarge: F[];
};

/** The folders of a path, without empty and `.` parts (`/run/os/a.out` and `./run/os/a.out` are both run, os). */
function folderParts(path: string): string[] {
  return path.replaceAll('\\', '/').split('/').slice(0, -1).filter((part) => part !== '' && part !== '.');
}

/** A file inside a folder whose name, or the name of a folder on its way, starts with a dot (`.git/HEAD`, `.env`),
 * as the command-line client leaves them out too; a loose file is never called hidden. */
function hiddenInFolder(path: string): boolean {
  const parts = path.replaceAll('\\', '/').split('/').filter((part) => part !== '' && part !== '.');
  return parts.length > 1 && parts.some((part) => part.startsWith('.'));
}

/**
 * Sorts the files of a chosen or dropped folder: what to send, and what stays behind (desktop metadata, which the
 * server would only leave out, hidden files inside the folder, and files over the size limit), so a whole run folder can be handed over as is.
 *
 * Each file sent is named by its path with the folder handed over left out (`os/node1/vmstat.out` of a chosen
 * `slob-run` folder), so files of one name in different subfolders stay apart; when two folders are dropped at
 * once, their own names stay in front.
 */
export function selectFolderFiles<F extends Named>(files: readonly F[]): FolderSelection<F> {
  const out: FolderSelection<F> = { send: [], metadata: [], tooLarge: [] };
  // by path (without a leading / or ./), by code point: the same order whatever the browser's locale
  const key = (file: F) => [...folderParts(filePath(file)), file.name].join('/');
  const ordered = [...files].sort((a, b) => (key(a) < key(b) ? -1 : key(a) > key(b) ? 1 : 0));
  const kept: F[] = [];
  for (const file of ordered) {
    if (desktopMetadata(filePath(file)) || hiddenInFolder(filePath(file))) out.metadata.push(file);
    else if (file.size > MAX_FILE_BYTES) out.tooLarge.push(file);
    else kept.push(file);
  }
  const folders = kept.map((file) => folderParts(filePath(file)));
  const top = folders[0]?.[0];
  const shared = top !== undefined && folders.every((parts) => parts[0] === top) ? 1 : 0;
  out.send = kept.map((file, n) => ({ file, path: [...(folders[n] ?? []).slice(shared), file.name].join('/') }));
  return out;
}
