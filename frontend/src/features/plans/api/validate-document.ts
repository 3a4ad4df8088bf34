import { api } from '@/lib/api/client';
import { normaliseApiError } from '@/lib/api/errors';

import type { TopologyDocument, ValidationResult } from '../types';

/**
 * Runs the whole rule catalogue on a document (nothing is stored). An invalid document answers
 * 400 with field-keyed messages, which surface as ApiError.fieldErrors.
 */
export async function validateDocument(document: TopologyDocument, signal?: AbortSignal): Promise<ValidationResult> {
  const { data, error, response } = await api.POST('/api/validate/', {
    // The editor's document may be invalid while typed; the server is the judge.
    body: document as never,
    signal,
  });
  if (!response.ok || error !== undefined) throw normaliseApiError(response.status, error);
  return data as unknown as ValidationResult;
}
