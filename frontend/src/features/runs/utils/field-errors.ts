import { ApiError, NON_FIELD_ERRORS } from '@/lib/api/errors';

/** The server's messages for one form field, joined; null when it said nothing about that field. */
export function fieldError(error: unknown, field: string): string | null {
  if (!(error instanceof ApiError)) return null;
  const messages = error.forField(field);
  return messages.length > 0 ? messages.join(' ') : null;
}

/**
 * What to show above the form: errors not tied to a field the form displays (non-field
 * errors, fields the form lacks, or a 403/5xx), or null when every message sits beside its field.
 */
export function formLevelError(error: unknown, shownFields: readonly string[]): string | null {
  if (!error) return null;
  if (!(error instanceof ApiError) || Object.keys(error.fieldErrors).length === 0) {
    return error instanceof Error ? error.message : 'The request failed.';
  }
  const rest = Object.entries(error.fieldErrors).filter(([field]) => field === NON_FIELD_ERRORS || !shownFields.includes(field));
  if (rest.length === 0) return null;
  return rest.map(([field, messages]) => (field === NON_FIELD_ERRORS ? messages.join(' ') : `${field}: ${messages.join(' ')}`)).join(' ');
}
