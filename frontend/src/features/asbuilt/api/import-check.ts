import { api, unwrap } from '@/lib/api/client';
import { useApiMutation } from '@/lib/api/query';

/** A new plan in the same project whose first version is the as-built document; answers the new plan's id. */
export async function importCheck({ checkId, name }: { checkId: number; name: string }) {
  return unwrap(await api.POST('/api/as-built/{id}/import/', { params: { path: { id: checkId } }, body: { name } }));
}

export const useImportCheck = () => useApiMutation(importCheck);
