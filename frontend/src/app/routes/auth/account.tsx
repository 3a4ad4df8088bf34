import { PageHeader } from '@/components/ui/page-header';
import { useMe } from '@/lib/api/me';

import { ApiTokens } from '@/features/auth';

/** The signed-in user's account settings: for now, their API tokens. */
export function AccountPage() {
  const { data: me } = useMe();
  return (
    <>
      <PageHeader title="Account" description={me ? `Signed in as ${me.username}.` : undefined} />
      <ApiTokens />
    </>
  );
}
