import type { FieldErrors } from '@/lib/api/errors';

export const GENERAL_ERRORS = '';

/**
 * Turns the server's field keys ("nodes/0/cpus" from /api/validate/, "document/nodes/0/cpus" from
 * the versions endpoint, "non_field_errors") into JSON pointers ("/nodes/0/cpus"); general errors go to "".
 */
export function fieldErrorsToPointers(errors: FieldErrors): Map<string, string[]> {
  const out = new Map<string, string[]>();
  for (const [key, messages] of Object.entries(errors)) {
    let path = key;
    if (path === 'non_field_errors' || path === 'document') path = '';
    else if (path.startsWith('document/')) path = path.slice('document/'.length);
    const pointer = path === '' ? GENERAL_ERRORS : `/${path}`;
    out.set(pointer, [...(out.get(pointer) ?? []), ...messages]);
  }
  return out;
}
