import { api, unwrap } from '@/lib/api/client';

import { asTopologyRequest } from '../types/draft';
import type { TopologyDraft, ValidationResult } from '../types';

/**
 * Runs the whole rule catalogue on a document (nothing is stored). An invalid document answers
 * 400 with field-keyed messages, which surface as ApiError.fieldErrors.
 */
export async function validateDocument(document: TopologyDraft, signal?: AbortSignal): Promise<ValidationResult> {
  return unwrap(await api.POST('/api/validate/', { body: asTopologyRequest(document), signal }));
}
