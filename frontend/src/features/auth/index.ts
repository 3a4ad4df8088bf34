// The auth feature's public surface, for src/app to compose.
export { useLogout } from './api/logout';
export { RequireAuth } from './components/require-auth';
export { ApiTokens } from './components/api-tokens';
export { LoginForm } from './components/login-form';
export { safeNextPath } from './utils/safe-next-path';
