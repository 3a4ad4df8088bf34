/**
 * Where to go after signing in. Only same-site paths are followed, so a crafted
 * ?next= cannot send the user to another site (//evil.example) or loop back to /login.
 */
export function safeNextPath(next: string | null): string {
  if (!next || !next.startsWith('/') || next.startsWith('//') || next.startsWith('/\\')) return '/';
  if (next === '/login' || next.startsWith('/login?') || next.startsWith('/login/')) return '/';
  return next;
}
