import { type Context, useContext } from 'react';

/** Reads a context that has no sensible default: used outside its provider, it fails loudly, naming the hook and where it belongs. */
export function useRequiredContext<T>(context: Context<T | null>, hook: string, provider: string): T {
  const value = useContext(context);
  if (!value) throw new Error(`${hook} must be used inside ${provider}`);
  return value;
}
