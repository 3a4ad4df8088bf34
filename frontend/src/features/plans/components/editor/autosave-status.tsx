import { Text } from '@mantine/core';

import type { AutosaveState } from '@/features/plans/hooks/use-autosave';
import { useStoreSelector, type Store } from '@/features/plans/utils/store';

const select = (state: AutosaveState) => state;

function time(at: string): string {
  const date = new Date(at);
  return Number.isNaN(date.getTime()) ? '' : date.toLocaleTimeString();
}

/** "Draft saved 10:42:01" and friends, announced politely to screen readers. */
export function AutosaveStatus({ status }: { status: Store<AutosaveState> }) {
  const state = useStoreSelector(status, select);
  let message = '';
  if (state.state === 'pending' || state.state === 'saving') message = 'Saving draft…';
  else if (state.state === 'saved') message = `Draft saved ${time(state.at)}`;
  else if (state.state === 'offline') message = 'Offline: draft kept in this browser';
  else if (state.state === 'refused') message = `Draft not saved on the server (kept in this browser): ${state.message}`;
  const colour = state.state === 'refused' ? 'red.8' : state.state === 'offline' ? 'orange.8' : 'gray.7';
  return (
    <Text size="sm" c={colour} role="status" aria-live="polite" data-state={state.state}>
      {message}
    </Text>
  );
}
