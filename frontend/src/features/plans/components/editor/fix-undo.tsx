import { Button, Group, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';

import type { Finding, TopologyDraft } from '@/features/plans/types';
import { draftFromJson } from '@/features/plans/types/draft';
import { applyPatch } from '@/features/plans/utils/json-patch';
import type { DocumentStore, Store } from '@/features/plans/utils/store';

import { type ChecksState, indexFindings } from './editor-context';

/** How long the toast (and with it Undo and Ctrl+Z) stays after a fix. */
export const UNDO_WINDOW_MS = 10_000;

/** The checks with one finding taken out, so an applied fix clears at once; the live check that follows confirms. */
export function withoutFinding(state: ChecksState, finding: Finding): ChecksState {
  if (!state.result) return state;
  const findings = state.result.findings.filter((f) => f !== finding);
  return { ...state, result: { ...state.result, findings }, byPointer: indexFindings(findings) };
}

function isUndoKey(event: KeyboardEvent): boolean {
  return (event.ctrlKey || event.metaKey) && !event.shiftKey && !event.altKey && event.key.toLowerCase() === 'z';
}

/**
 * Applies a finding's fix: the document changes, the finding leaves the list at once, and a toast says what changed
 * with an Undo button. Ctrl+Z (Cmd+Z) undoes too while the toast is up and nothing was typed since the fix.
 * Throws when the patch no longer fits the document.
 */
export function applyFixWithUndo({ finding, doc, checks, onApplied }: { finding: Finding; doc: DocumentStore<TopologyDraft>; checks: Store<ChecksState>; onApplied?: () => void }) {
  if (!finding.fix) return;
  const before = doc.get();
  const after = draftFromJson(applyPatch(before, finding.fix.patch));
  doc.set(after);
  checks.set(withoutFinding(checks.get(), finding));
  onApplied?.();

  const id = `fix-${finding.rule}-${Date.now()}`;
  let done = false;
  const finish = () => {
    if (done) return;
    done = true;
    window.removeEventListener('keydown', onKey, true);
    clearTimeout(timer);
  };
  const undo = () => {
    if (done) return;
    finish();
    // Only the fix is undone: a document changed since (by typing) is left as it is.
    if (doc.get() === after) doc.set(before);
    notifications.hide(id);
    notifications.show({ color: 'gray', title: 'Fix undone', message: finding.fix?.title ?? finding.title, autoClose: 3000 });
  };
  const onKey = (event: KeyboardEvent) => {
    if (!isUndoKey(event) || doc.get() !== after) return;
    event.preventDefault();
    undo();
  };
  const timer = setTimeout(finish, UNDO_WINDOW_MS);
  window.addEventListener('keydown', onKey, true);
  notifications.show({
    id,
    color: 'green',
    title: `Fix applied (${finding.rule})`,
    autoClose: UNDO_WINDOW_MS,
    onClose: finish,
    message: (
      <Group justify="space-between" gap="xs" wrap="nowrap">
        <Text size="sm">{finding.fix.title ?? finding.title}</Text>
        <Button size="compact-xs" variant="light" onClick={undo} aria-label={`Undo fix ${finding.rule}`} title="Undo (Ctrl+Z)">
          Undo
        </Button>
      </Group>
    ),
  });
}
