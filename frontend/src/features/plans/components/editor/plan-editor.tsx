import { Alert, Button, Group, Stack, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useQueryClient } from '@tanstack/react-query';
import { type ReactNode, useCallback, useReducer, useState } from 'react';

import { ApiError, errorMessage } from '@/lib/api/errors';
import { planVersionQueryOptions } from '@/lib/api/resources/plan-versions';
import { formatDateTime } from '@/lib/format';
import { notifyFailure } from '@/lib/notify';

import { useCreateVersion, VersionConflictError } from '@/features/plans/api/create-version';
import { discardDraft } from '@/features/plans/api/save-draft';
import { createAutosaveStore, useAutosave } from '@/features/plans/hooks/use-autosave';
import { useLiveValidation } from '@/features/plans/hooks/use-live-validation';
import type { Plan, RestoredFrom, TopologyDraft } from '@/features/plans/types';
import { fieldErrorsToPointers } from '@/features/plans/utils/field-errors';
import { editorSessionReducer, startSession } from '@/features/plans/utils/editor-session';
import { describePointer } from '@/features/plans/utils/format';
import { clearLocalDraft } from '@/features/plans/utils/local-draft';
import { rebaseDocument } from '@/features/plans/utils/rebase';
import type { TopologySchema } from '@/features/plans/utils/schema-info';
import { AutosaveStatus } from './autosave-status';
import { ConflictPanel } from './conflict-panel';
import { EditorLayout } from './editor-layout';
import { EditorProvider } from './editor-provider';
import { useEditorStores } from './editor-stores';
import { SaveVersionModal } from './save-version-modal';
import { type Provenance, ProvenancePanel } from './provenance-panel';
import { UnknownFieldsBanner } from './unknown-fields-banner';

type PlanEditorProps = {
  plan: Plan;
  schema: TopologySchema | undefined;
  initialDocument: TopologyDraft;
  /** The saved version the document started from. */
  initialBase: number | null;
  /** The newest saved version (differs from initialBase when someone saved after the draft began). */
  latestNumber: number | null;
  latestDocument: TopologyDraft | null;
  restoredFrom: RestoredFrom;
  canEdit: boolean;
  /** Where an imported cluster's fields were read from (the latest version's), if it was imported. */
  provenance?: Provenance | null;
  /** Header actions that depend on the saved version (export menu). */
  renderActions: (base: number | null) => ReactNode;
};

export function PlanEditor(props: PlanEditorProps) {
  const { plan, schema, initialDocument, initialBase, latestNumber, latestDocument, restoredFrom, canEdit, renderActions } = props;
  const queryClient = useQueryClient();
  const stores = useEditorStores(initialDocument);
  const [autosave] = useState(createAutosaveStore);
  const [session, dispatch] = useReducer(editorSessionReducer, { initialBase, latestNumber, restoredFrom, canEdit }, startSession);
  const { base, restored, conflict, rebaseNote, rebasing, saveOpen, saveError } = session;
  const createVersion = useCreateVersion();

  useLiveValidation(stores.document, stores.checks, true);
  const baseVersion = useCallback(() => base, [base]);
  const autosaveControls = useAutosave({ planId: plan.id, document: stores.document, status: autosave, baseVersion, enabled: canEdit });

  const save = (comment: string) => {
    dispatch({ type: 'save-started' });
    createVersion.mutate(
      { planId: plan.id, document: stores.document.get(), comment, base_version: base },
      {
        onSuccess: (version) => {
          autosaveControls.current.cancel();
          clearLocalDraft(plan.id);
          stores.document.load(version.document);
          dispatch({ type: 'saved', number: version.number });
          notifications.show({ color: 'green', title: `Version ${version.number} saved`, message: `Health score ${version.score}.` });
        },
        onError: (error) => {
          if (error instanceof VersionConflictError) {
            dispatch({ type: 'save-conflicted', conflict: error.conflict });
            return;
          }
          if (error instanceof ApiError && error.status === 400) {
            stores.checks.set({ ...stores.checks.get(), status: 'invalid', errors: fieldErrorsToPointers(error.fieldErrors) });
          }
          dispatch({ type: 'save-failed', message: errorMessage(error) });
        },
      },
    );
  };

  const rebase = async () => {
    if (!conflict) return;
    dispatch({ type: 'rebase-started' });
    try {
      const latest = await queryClient.fetchQuery(planVersionQueryOptions(plan.id, conflict.latest));
      const mine = stores.document.get();
      let note = `Your document now counts as based on version ${latest.number}; review it before saving.`;
      if (conflict.base !== null) {
        const baseVersionDoc = await queryClient.fetchQuery(planVersionQueryOptions(plan.id, conflict.base));
        const result = rebaseDocument(baseVersionDoc.document, mine, latest.document);
        stores.document.set(result.document);
        note =
          `${result.applied} change${result.applied === 1 ? '' : 's'} of yours now sit on version ${latest.number}.` +
          (result.conflicts.length
            ? ` You and the other author both changed ${result.conflicts.map(describePointer).join(', ')}; your values were kept — check them before saving.`
            : '');
      }
      dispatch({ type: 'rebased', base: latest.number, note });
    } catch (error) {
      dispatch({ type: 'rebase-failed' });
      notifyFailure('Could not load the newer version', error);
    }
  };

  const discard = async () => {
    autosaveControls.current.cancel();
    clearLocalDraft(plan.id);
    try {
      await discardDraft(plan.id);
    } catch (error) {
      notifyFailure('The server copy of the draft was not removed', error);
    }
    const number = latestNumber ?? base;
    const latest = number ? await queryClient.fetchQuery(planVersionQueryOptions(plan.id, number)) : null;
    if (latest) {
      stores.document.load(latest.document);
    } else if (latestDocument) {
      stores.document.load(latestDocument);
    }
    dispatch({ type: 'draft-discarded', base: latest ? latest.number : null });
    notifications.show({ color: 'blue', title: 'Draft discarded', message: `Showing version ${number ?? ''} as saved.` });
  };

  return (
    <EditorProvider stores={stores} schema={schema} readOnly={!canEdit}>
      <Stack gap="md">
        <Group justify="space-between" wrap="wrap" gap="sm">
          <Text size="sm" c="gray.7">
            {base ? `Editing from version ${base}` : 'No version saved yet'}
          </Text>
          <Group gap="sm" wrap="wrap">
            {canEdit ? <AutosaveStatus status={autosave} /> : null}
            {renderActions(base)}
            {canEdit ? (
              <Button color="indigo.8"
                onClick={() => dispatch({ type: 'save-opened' })}
              >
                Save version
              </Button>
            ) : null}
          </Group>
        </Group>
        {!canEdit ? (
          <Alert color="gray" variant="light" title="Read only">
            {plan.archived
              ? 'This plan is archived. Unarchive it from the plans list to change it.'
              : 'You can look at everything in this plan; only architects of the project can change it.'}
          </Alert>
        ) : null}
        {restored ? (
          <Alert color="blue" variant="light" title="Unsaved draft restored" role="status">
            <Group justify="space-between" wrap="wrap" gap="sm">
              <Text size="sm">
                Your unsaved changes from {formatDateTime(restored.savedAt)} were restored
                {restored.source === 'browser' ? ' from this browser (the server copy was older or missing)' : ''}.
              </Text>
              <Group gap="xs">
                <Button size="xs" variant="default" onClick={() => dispatch({ type: 'draft-kept' })}>
                  Keep draft
                </Button>
                <Button size="xs" variant="default" c="red.9" onClick={() => void discard()}>
                  Discard draft
                </Button>
              </Group>
            </Group>
          </Alert>
        ) : null}
        <UnknownFieldsBanner imported={props.provenance != null} />
        <ProvenancePanel provenance={props.provenance ?? null} />
        {conflict ? <ConflictPanel conflict={conflict} busy={rebasing} onRebase={() => void rebase()} onDismiss={() => dispatch({ type: 'conflict-dismissed' })} /> : null}
        {rebaseNote ? (
          <Alert color="blue" variant="light" withCloseButton onClose={() => dispatch({ type: 'note-dismissed' })} title="Changes carried over">
            {rebaseNote}
          </Alert>
        ) : null}
        <EditorLayout estimate={{ planId: plan.id }} />
      </Stack>
      <SaveVersionModal
        opened={saveOpen}
        nextNumber={Math.max(latestNumber ?? 0, base ?? 0) + 1}
        saving={createVersion.isPending}
        error={saveError}
        onClose={() => dispatch({ type: 'save-closed' })}
        onSave={save}
      />
    </EditorProvider>
  );
}
