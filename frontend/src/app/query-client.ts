import { createQueryClient } from '@/lib/query-client';

/**
 * The app's one query cache. It lives outside React so that route loaders can start fetches before a page's code
 * has arrived; AppProvider hands the same cache to the components.
 */
export const appQueryClient = createQueryClient();
