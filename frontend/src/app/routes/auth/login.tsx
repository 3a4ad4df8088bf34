import { Center, Paper, Stack, Text, Title } from '@mantine/core';
import { Navigate, useNavigate, useSearchParams } from 'react-router';

import { PageLoader } from '@/components/ui/page-loader';
import { useMe } from '@/lib/api/me';

import { LoginForm, safeNextPath } from '@/features/auth';

export function LoginPage() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const next = safeNextPath(params.get('next'));
  const { data: me, isPending } = useMe();

  if (isPending) return <PageLoader label="Checking your session" />;
  if (me) return <Navigate to={next} replace />;

  return (
    <Center mih="100vh" p="md">
      <Paper withBorder shadow="sm" p="xl" radius="md" w={380} maw="100%">
        <Stack>
          <div>
            <Title order={1} size="h2">
              RACplan
            </Title>
            <Text c="dimmed" size="sm">
              Sign in to plan clusters and compare benchmark runs.
            </Text>
          </div>
          <LoginForm onSuccess={() => navigate(next, { replace: true })} />
        </Stack>
      </Paper>
    </Center>
  );
}
