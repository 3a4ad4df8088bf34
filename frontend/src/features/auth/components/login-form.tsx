import { Alert, Button, PasswordInput, Stack, TextInput } from '@mantine/core';
import { type FormEvent, useState } from 'react';

import { ApiError, errorMessage } from '@/lib/api/errors';
import type { Me } from '@/lib/api/me';

import { type LoginInput, useLogin } from '../api/login';

type LoginFormProps = {
  onSuccess: (me: Me) => void;
};

/**
 * Username and password form. On failure it shows the server's own words (wrong
 * password, too many attempts) and keeps what was typed so the user can correct it.
 */
export function LoginForm({ onSuccess }: LoginFormProps) {
  const [values, setValues] = useState<LoginInput>({ username: '', password: '' });
  const loginMutation = useLogin();
  const error = loginMutation.error;
  const fieldError = (field: keyof LoginInput) =>
    error instanceof ApiError ? error.forField(field).join(' ') || undefined : undefined;

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    loginMutation.mutate(values, { onSuccess });
  };

  // Messages about one field go under that field; everything else goes in the alert.
  const onlyFieldErrors =
    error instanceof ApiError &&
    Object.keys(error.fieldErrors).length > 0 &&
    Object.keys(error.fieldErrors).every((field) => field === 'username' || field === 'password');
  const generalMessage = error && !onlyFieldErrors ? errorMessage(error) : null;
  const alertTitle = error instanceof ApiError && error.status === 429 ? 'Too many attempts' : 'Sign-in failed';

  return (
    <form onSubmit={submit} noValidate aria-label="Sign in">
      <Stack>
        {generalMessage ? (
          <Alert color="red" variant="light" role="alert" title={alertTitle}>
            {generalMessage}
          </Alert>
        ) : null}
        <TextInput
          label="Username"
          name="username"
          autoComplete="username"
          required
          withAsterisk={false}
          autoFocus
          value={values.username}
          error={fieldError('username')}
          onChange={(event) => {
            const username = event.currentTarget.value;
            setValues((current) => ({ ...current, username }));
          }}
        />
        <PasswordInput
          label="Password"
          name="password"
          autoComplete="current-password"
          required
          withAsterisk={false}
          value={values.password}
          error={fieldError('password')}
          onChange={(event) => {
            const password = event.currentTarget.value;
            setValues((current) => ({ ...current, password }));
          }}
        />
        <Button type="submit" loading={loginMutation.isPending} disabled={!values.username || !values.password}>
          Sign in
        </Button>
      </Stack>
    </form>
  );
}
