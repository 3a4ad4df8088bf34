import { csrfHeaderFor } from '@/lib/api/csrf';
import { normaliseApiError } from '@/lib/api/errors';

/** The form fields of an as-built upload (the API's multipart body). */
export type FilesForm = { files: readonly File[]; node: string | null; version?: number | null };

/**
 * POSTs uploaded files as multipart/form-data and returns the parsed JSON answer. openapi-fetch would JSON-encode
 * the body, so uploads go through fetch with the same CSRF header and the same error shape as the typed client.
 */
export async function sendFiles(url: string, form: FilesForm): Promise<unknown> {
  const body = new FormData();
  for (const file of form.files) body.append('files', file, file.name);
  if (form.node) body.append('node', form.node);
  if (form.version) body.append('version', String(form.version));
  const response = await fetch(url, {
    method: 'POST',
    body,
    credentials: 'same-origin',
    headers: { Accept: 'application/json', ...(await csrfHeaderFor('POST')) },
  });
  const text = await response.text();
  let answer: unknown = text;
  try {
    answer = text ? JSON.parse(text) : null;
  } catch {
    // Not JSON (a proxy's error page): normaliseApiError words it from the status.
  }
  if (!response.ok) throw normaliseApiError(response.status, answer);
  return answer;
}
