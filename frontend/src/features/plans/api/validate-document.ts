import { api, unwrap } from '@/lib/api/client';

import type { TopologyDocument, ValidationResult } from '../types';
import { withDocument } from './with-document';

/**
 * Runs the whole rule catalogue on a document (nothing is stored). An invalid document answers
 * 400 with field-keyed messages, which surface as ApiError.fieldErrors.
 */
export async function validateDocument(document: TopologyDocument, signal?: AbortSignal): Promise<ValidationResult> {
  const result = await api.POST('/api/validate/', {
    // The editor's document may be invalid while typed; the server is the judge.
    body: document as never,
    signal,
  });
  return withDocument(unwrap(result));
}
