import { notifications } from '@mantine/notifications';
import { type ReactNode, useMemo } from 'react';

import type { Finding } from '@/features/plans/types';
import { draftFromJson } from '@/features/plans/types/draft';
import { setAt } from '@/features/plans/utils/json-pointer';
import { markChosen } from '@/features/plans/utils/unknown-fields';
import type { TopologySchema } from '@/features/plans/utils/schema-info';
import { type EditorApi, EditorContext } from './editor-context';
import { type EditorStores, focusField } from './editor-stores';
import { applyFixWithUndo } from './fix-undo';

type EditorProviderProps = {
  stores: EditorStores;
  schema: TopologySchema | undefined;
  readOnly: boolean;
  children: ReactNode;
};

export function EditorProvider({ stores, schema, readOnly, children }: EditorProviderProps) {
  const api = useMemo<EditorApi>(() => {
    const { document: doc, checks } = stores;
    return {
      document: doc,
      checks,
      schema,
      readOnly,
      setValue: (pointer, value) => {
        // Setting a field an import left unknown is choosing it: it leaves the document's unknown list.
        if (!readOnly) doc.set(markChosen(draftFromJson(setAt(doc.get(), pointer, value)), pointer));
      },
      update: (change) => {
        if (!readOnly) doc.set(change(doc.get()));
      },
      applyFix: (finding: Finding) => {
        if (readOnly || !finding.fix) return;
        try {
          const first = finding.fix.patch[0]?.path;
          applyFixWithUndo({ finding, doc, checks, onApplied: () => first && requestAnimationFrame(() => focusField(first)) });
        } catch (error) {
          notifications.show({
            color: 'red',
            title: 'The fix could not be applied',
            message: error instanceof Error ? error.message : 'The document has changed since it was checked.',
          });
        }
      },
      focusField,
    };
  }, [stores, schema, readOnly]);
  return <EditorContext.Provider value={api}>{children}</EditorContext.Provider>;
}
