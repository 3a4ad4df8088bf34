import { ARCHIVE_FORMATS, COMPRESSED_FORMATS, RUN_FORMAT_GROUPS, RUN_FORMATS } from '@/lib/api/vocabulary';

/** "or" between the last two of a list: `a, b or c`. */
function orList(items: readonly string[]): string {
  return items.length < 2 ? items.join('') : `${items.slice(0, -1).join(', ')} or ${items[items.length - 1]}`;
}

/** What a run takes, by group, as the server's table of formats lists them (RUN_FORMATS in the vocabulary). */
export function acceptedFiles(): string {
  const formats = Object.values(RUN_FORMATS);
  const parts = Object.entries(RUN_FORMAT_GROUPS).flatMap(([group, title]) => {
    const shorts = formats.filter((f) => f.group === group).map((f) => f.short);
    return shorts.length ? [`${title} (${shorts.join(', ')})`] : [];
  });
  const text = parts.join(', ');
  return text.charAt(0).toUpperCase() + text.slice(1);
}

/** The upload area's help: the formats, the compressions and archives the server undoes, the size limit. */
export function uploadHelp(maxFileBytes: number): string {
  const compressed = orList(COMPRESSED_FORMATS.map((c) => `.${c}`));
  return (
    `${acceptedFiles()}, also ${compressed} compressed, or an archive of them (${ARCHIVE_FORMATS.join(', ')}); ` +
    `up to ${Math.round(maxFileBytes / 1048576)} MB each.`
  );
}
