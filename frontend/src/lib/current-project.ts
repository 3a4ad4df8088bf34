import { createContext } from 'react';

import type { Role } from './api/types';
import { useRequiredContext } from './required-context';

export type { Role };

export type CurrentProject = {
  id: number;
  name: string;
  /** The signed-in user's role in this project; null for staff who are not members. */
  role: Role | null;
};

export type CurrentProjectState = {
  project: CurrentProject | null;
  /** True while the list of projects is still loading. */
  isLoading: boolean;
  selectProject: (id: number) => void;
};

export const CurrentProjectContext = createContext<CurrentProjectState | null>(null);

/**
 * The project chosen in the header. Every feature that lists or creates things scoped
 * to a project reads it from here, so features never depend on the projects feature.
 */
export function useCurrentProject(): CurrentProjectState {
  return useRequiredContext(CurrentProjectContext, 'useCurrentProject', 'CurrentProjectProvider');
}

const STORAGE_KEY = 'racplan.currentProjectId';

export function loadStoredProjectId(): number | null {
  try {
    const raw = window.localStorage.getItem(STORAGE_KEY);
    const id = raw === null ? NaN : Number(raw);
    return Number.isInteger(id) ? id : null;
  } catch {
    return null;
  }
}

export function storeProjectId(id: number): void {
  try {
    window.localStorage.setItem(STORAGE_KEY, String(id));
  } catch {
    // Private mode or a full quota: the selection just won't survive a reload.
  }
}
