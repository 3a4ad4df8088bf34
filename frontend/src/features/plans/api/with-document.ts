import { jsonObject } from '@/lib/api/json';

import type { TopologyDocument } from '../types';

/** An answer carrying a topology document, with the document checked into the editor's JSON type. */
export function withDocument<T extends { document: unknown }>(answer: T): Omit<T, 'document'> & { document: TopologyDocument } {
  return { ...answer, document: jsonObject(answer.document) };
}
