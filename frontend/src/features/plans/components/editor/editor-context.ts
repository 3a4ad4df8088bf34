import { createContext, useCallback, useMemo } from 'react';

import { useRequiredContext } from '@/lib/required-context';

import type { Finding, JsonValue, TopologyDraft, TopologyPointer, ValidationResult } from '@/features/plans/types';
import { getIn, isUnder, parsePointer } from '@/features/plans/utils/json-pointer';
import { fieldInfo, type FieldInfo, type TopologySchema } from '@/features/plans/utils/schema-info';
import { type Store, useStoreSelector } from '@/features/plans/utils/store';

export type CheckStatus = 'idle' | 'checking' | 'valid' | 'invalid' | 'failed';

/** What the live validation last said about the document. */
export type ChecksState = {
  status: CheckStatus;
  result: ValidationResult | null;
  /** Findings by every JSON pointer they name. */
  byPointer: ReadonlyMap<string, Finding[]>;
  /** The server's 400 messages by JSON pointer ("" for the document as a whole). */
  errors: ReadonlyMap<string, string[]>;
  /** Why the check itself failed (network, 5xx); the last findings stay shown. */
  failure: unknown;
};

export const EMPTY_CHECKS: ChecksState = { status: 'idle', result: null, byPointer: new Map(), errors: new Map(), failure: null };

export function indexFindings(findings: readonly Finding[]): Map<string, Finding[]> {
  const byPointer = new Map<string, Finding[]>();
  for (const finding of findings) {
    for (const path of new Set(finding.paths)) byPointer.set(path, [...(byPointer.get(path) ?? []), finding]);
  }
  return byPointer;
}

export type EditorApi = {
  document: Store<TopologyDraft>;
  checks: Store<ChecksState>;
  schema: TopologySchema | undefined;
  readOnly: boolean;
  /**
   * Sets one field of the Topology (undefined removes it). The value is what the input holds; the live check says
   * whether the schema takes it.
   */
  setValue: (pointer: TopologyPointer, value: JsonValue | undefined) => void;
  update: (change: (document: TopologyDraft) => TopologyDraft) => void;
  applyFix: (finding: Finding) => void;
  focusField: (pointer: string) => void;
};

export const EditorContext = createContext<EditorApi | null>(null);

export function useEditor(): EditorApi {
  return useRequiredContext(EditorContext, 'useEditor', 'the plan editor');
}

const EMPTY_FINDINGS: Finding[] = [];
const EMPTY_MESSAGES: string[] = [];

/**
 * The value a field of the draft holds; re-renders only when that value changes. Whatever JSON is there is returned
 * as it is (an unfinished number's text, a value the schema does not know): each field reads what it can show.
 */
export function useValue(pointer: TopologyPointer): JsonValue | undefined {
  const { document } = useEditor();
  const tokens = useMemo(() => parsePointer(pointer), [pointer]);
  const select = useCallback((doc: TopologyDraft) => getIn(doc, tokens), [tokens]);
  return useStoreSelector(document, select);
}

/** A number derived from the document (e.g. a row count), so the caller re-renders only when it changes. */
export function useDocumentNumber(select: (document: TopologyDraft) => number): number {
  const { document } = useEditor();
  return useStoreSelector(document, select);
}

export function useFindingsAt(pointer: string): Finding[] {
  const { checks } = useEditor();
  const select = useCallback((state: ChecksState) => state.byPointer.get(pointer) ?? EMPTY_FINDINGS, [pointer]);
  return useStoreSelector(checks, select);
}

const underCache = new WeakMap<ChecksState, Map<string, Finding[]>>();

/** Findings naming the pointer or anything below it (a node row, a section), each once. */
export function findingsUnder(state: ChecksState, prefix: string): Finding[] {
  let cache = underCache.get(state);
  if (!cache) {
    cache = new Map();
    underCache.set(state, cache);
  }
  const cached = cache.get(prefix);
  if (cached) return cached;
  const found = new Set<Finding>();
  for (const [pointer, findings] of state.byPointer) {
    if (isUnder(pointer, prefix)) findings.forEach((finding) => found.add(finding));
  }
  const list = found.size ? [...found] : EMPTY_FINDINGS;
  cache.set(prefix, list);
  return list;
}

export function useFindingsUnder(prefix: string): Finding[] {
  const { checks } = useEditor();
  const select = useCallback((state: ChecksState) => findingsUnder(state, prefix), [prefix]);
  return useStoreSelector(checks, select);
}

export function useServerErrors(pointer: string): string[] {
  const { checks } = useEditor();
  const select = useCallback((state: ChecksState) => state.errors.get(pointer) ?? EMPTY_MESSAGES, [pointer]);
  return useStoreSelector(checks, select);
}

const errorsUnderCache = new WeakMap<ChecksState, Map<string, string[]>>();

/** The server's messages for a pointer and everything below it, prefixed with the sub-path. */
export function useServerErrorsUnder(prefix: string): string[] {
  const { checks } = useEditor();
  const select = useCallback(
    (state: ChecksState) => {
      let cache = errorsUnderCache.get(state);
      if (!cache) {
        cache = new Map();
        errorsUnderCache.set(state, cache);
      }
      const cached = cache.get(prefix);
      if (cached) return cached;
      const messages: string[] = [];
      for (const [pointer, list] of state.errors) {
        if (isUnder(pointer, prefix)) messages.push(...list);
      }
      const result = messages.length ? messages : EMPTY_MESSAGES;
      cache.set(prefix, result);
      return result;
    },
    [prefix],
  );
  return useStoreSelector(checks, select);
}

const errorsBelowCache = new WeakMap<ChecksState, Map<string, ReadonlyMap<string, string[]>>>();
const NO_ERRORS_BELOW: ReadonlyMap<string, string[]> = new Map();

/**
 * The server's messages for the values inside a list or an object (an OCR location, a sysctl value), keyed by
 * what follows the prefix: "0" for "/cluster_files/ocr/locations/0", "kernel.sem" for "/kernel/sysctl/kernel.sem".
 * Messages for the prefix itself are not included (useServerErrors has them).
 */
export function useServerErrorsBelow(prefix: string): ReadonlyMap<string, string[]> {
  const { checks } = useEditor();
  const select = useCallback(
    (state: ChecksState) => {
      let cache = errorsBelowCache.get(state);
      if (!cache) {
        cache = new Map();
        errorsBelowCache.set(state, cache);
      }
      const cached = cache.get(prefix);
      if (cached) return cached;
      const below = new Map<string, string[]>();
      for (const [pointer, list] of state.errors) {
        if (pointer !== prefix && isUnder(pointer, prefix)) {
          const rest = pointer.slice(prefix.length + 1);
          below.set(rest, [...(below.get(rest) ?? []), ...list]);
        }
      }
      const result = below.size ? below : NO_ERRORS_BELOW;
      cache.set(prefix, result);
      return result;
    },
    [prefix],
  );
  return useStoreSelector(checks, select);
}

export function useFieldInfo(pointer: string): FieldInfo {
  const { schema } = useEditor();
  return useMemo(() => fieldInfo(schema, pointer), [schema, pointer]);
}
