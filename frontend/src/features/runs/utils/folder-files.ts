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

/** The parts of a path, without empty and `.` parts (`/run/os/a.out` and `./run/os/a.out` are both run, os, a.out). */
function pathParts(path: string): string[] {
  return path.replaceAll('\\', '/').split('/').filter((part) => part !== '' && part !== '.');
}

/**
 * Sorts the files of a chosen or dropped folder: what to send, and what stays behind (desktop metadata, which the
 * server would only leave out; hidden files inside a folder, `.git/HEAD` or `.env`, as the command-line client
 * leaves them out too; and files over the size limit), so a whole run folder can be handed over as is. A loose
 * file is never called hidden.
 *
 * Each file sent is named by its path with the folder handed over left out (`os/node1/vmstat.out` of a chosen
 * `slob-run` folder), so files of one name in different subfolders stay apart; when two folders are dropped at
 * once, their own names stay in front.
 */
export function selectFolderFiles<F extends Named>(files: readonly F[]): FolderSelection<F> {
  const out: FolderSelection<F> = { send: [], metadata: [], tooLarge: [] };
  // each file's folders, read once; sorted by path (without a leading / or ./) by code point, whatever the locale
  const listed = files.map((file) => ({ file, path: filePath(file), folders: pathParts(filePath(file)).slice(0, -1) }));
  const key = ({ file, folders }: (typeof listed)[number]) => [...folders, file.name].join('/');
  listed.sort((a, b) => (key(a) < key(b) ? -1 : key(a) > key(b) ? 1 : 0));
  const kept: typeof listed = [];
  for (const item of listed) {
    const hidden = item.folders.length > 0 && [...item.folders, item.file.name].some((part) => part.startsWith('.'));
    if (hidden || desktopMetadata(item.path)) out.metadata.push(item.file);
    else if (item.file.size > MAX_FILE_BYTES) out.tooLarge.push(item.file);
    else kept.push(item);
  }
  const top = kept[0]?.folders[0];
  const shared = top !== undefined && kept.every(({ folders }) => folders[0] === top) ? 1 : 0;
  out.send = kept.map(({ file, folders }) => ({ file, path: [...folders.slice(shared), file.name].join('/') }));
  return out;
}
