import { Alert, Badge, Button, Code, CopyButton, Group, Stack, Table, Text, TextInput, Title, VisuallyHidden } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useState } from 'react';

import { ErrorAlert } from '@/components/ui/error-alert';
import { PageLoader } from '@/components/ui/page-loader';
import { ApiError } from '@/lib/api/errors';
import { formatDateTime } from '@/lib/format';
import { notifyFailure } from '@/lib/notify';

import { type IssuedToken, useCreateToken } from '../api/create-token';
import { type ApiTokenItem, useTokens } from '../api/get-tokens';
import { useRevokeToken } from '../api/revoke-token';

function NewTokenForm({ onIssued }: { onIssued: (token: IssuedToken) => void }) {
  const [name, setName] = useState('');
  const create = useCreateToken();
  const nameErrors = create.error instanceof ApiError ? create.error.forField('name') : [];
  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        create.mutate(
          { name },
          {
            onSuccess: (token) => {
              setName('');
              onIssued(token);
            },
          },
        );
      }}
    >
      <Group align="flex-end" wrap="wrap">
        <TextInput
          label="Token name"
          description="Where it will be used, e.g. the build server"
          value={name}
          maxLength={100}
          onChange={(event) => setName(event.currentTarget.value)}
          error={nameErrors.length ? nameErrors.join(' ') : undefined}
        />
        <Button type="submit" loading={create.isPending}>
          Create token
        </Button>
      </Group>
      {create.error && !nameErrors.length ? <ErrorAlert error={create.error} title="The token was not created" /> : null}
    </form>
  );
}

/** Shown once after a token is issued: the only moment its key can be read. */
function IssuedTokenNotice({ token, onDismiss }: { token: IssuedToken; onDismiss: () => void }) {
  return (
    <Alert color="blue" variant="light" role="status" title="Copy your new token now" withCloseButton closeButtonLabel="Dismiss" onClose={onDismiss}>
      <Stack gap="xs">
        <Text size="sm">It will not be shown again. Use it as <Code>Authorization: Token …</Code> or in RACPLAN_TOKEN.</Text>
        <Group gap="xs" wrap="nowrap">
          <Code data-testid="issued-token" style={{ wordBreak: 'break-all' }}>
            {token.token}
          </Code>
          <CopyButton value={token.token}>
            {({ copied, copy }) => (
              <Button size="xs" variant="default" onClick={copy}>
                {copied ? 'Copied' : 'Copy'}
              </Button>
            )}
          </CopyButton>
        </Group>
        <Text size="sm">Expires: {token.expires_at ? formatDateTime(token.expires_at) : 'never'}</Text>
      </Stack>
    </Alert>
  );
}

function TokenRow({ token, now }: { token: ApiTokenItem; now: number }) {
  const revoke = useRevokeToken();
  const expired = token.expires_at !== null && new Date(token.expires_at).getTime() <= now;
  const label = token.name || `${token.prefix}…`;
  return (
    <Table.Tr>
      <Table.Td>
        <Text size="sm">{token.name || '(unnamed)'}</Text>
        {token.current ? <Badge variant="light">this session's token</Badge> : null}
      </Table.Td>
      <Table.Td>
        <Code>{token.prefix}…</Code>
      </Table.Td>
      <Table.Td>{formatDateTime(token.created_at)}</Table.Td>
      <Table.Td>
        {token.expires_at ? formatDateTime(token.expires_at) : 'never'}
        {expired ? (
          <Badge color="red.9" variant="filled" ml="xs">
            expired
          </Badge>
        ) : null}
      </Table.Td>
      <Table.Td>{formatDateTime(token.last_used_at)}</Table.Td>
      <Table.Td>
        <Button
          size="xs"
          color="red"
          variant="light"
          aria-label={`Revoke ${label}`}
          loading={revoke.isPending}
          onClick={() =>
            revoke.mutate(token.id, {
              onSuccess: () => notifications.show({ title: 'Token revoked', message: `${label} no longer works.` }),
              onError: (error) => notifyFailure('Not revoked', error),
            })
          }
        >
          Revoke
        </Button>
      </Table.Td>
    </Table.Tr>
  );
}

/** The signed-in user's API tokens: issue, list, revoke. */
export function ApiTokens() {
  const tokens = useTokens();
  const [issued, setIssued] = useState<IssuedToken | null>(null);
  // When the page was opened: enough to mark tokens that had already expired.
  const [now] = useState(() => Date.now());
  return (
    <Stack gap="md">
      <Title order={2} size="h3">
        API tokens
      </Title>
      <Text size="sm" c="dimmed">
        Scripts and the racplan command-line client sign in with a token. Tokens expire; revoke one as soon as it is no
        longer needed or may have leaked.
      </Text>
      <NewTokenForm onIssued={setIssued} />
      {issued ? <IssuedTokenNotice token={issued} onDismiss={() => setIssued(null)} /> : null}
      {tokens.isPending ? <PageLoader /> : null}
      {tokens.error ? <ErrorAlert error={tokens.error} title="Tokens could not be loaded" /> : null}
      {tokens.data && tokens.data.length === 0 ? <Text size="sm">You have no API tokens.</Text> : null}
      {tokens.data && tokens.data.length > 0 ? (
        <Table.ScrollContainer minWidth={720}>
          <Table striped aria-label="API tokens">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>Name</Table.Th>
                <Table.Th>Key starts with</Table.Th>
                <Table.Th>Created</Table.Th>
                <Table.Th>Expires</Table.Th>
                <Table.Th>Last used</Table.Th>
                <Table.Th>
                  <VisuallyHidden>Actions</VisuallyHidden>
                </Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {tokens.data.map((token) => (
                <TokenRow key={token.id} token={token} now={now} />
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      ) : null}
    </Stack>
  );
}
