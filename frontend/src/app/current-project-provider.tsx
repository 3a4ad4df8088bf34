import { type ReactNode, useCallback, useMemo, useState } from 'react';

import { type Project, useProjects } from '@/features/projects';
import {
  type CurrentProject,
  CurrentProjectContext,
  type CurrentProjectState,
  loadStoredProjectId,
  storeProjectId,
} from '@/lib/current-project';

function pick(projects: Project[] | undefined, wanted: number | null): CurrentProject | null {
  if (!projects?.length) return null;
  const chosen = projects.find((project) => project.id === wanted) ?? projects[0];
  return chosen ? { id: chosen.id, name: chosen.name, role: chosen.role ?? null } : null;
}

/**
 * Resolves the current project from the user's projects and the remembered choice.
 * A remembered id that is no longer offered (membership removed) falls back to the first project.
 */
export function CurrentProjectProvider({ children }: { children: ReactNode }) {
  const { data: projects, isPending } = useProjects();
  const [wantedId, setWantedId] = useState<number | null>(loadStoredProjectId);

  const selectProject = useCallback((id: number) => {
    storeProjectId(id);
    setWantedId(id);
  }, []);

  const value = useMemo<CurrentProjectState>(
    () => ({ project: pick(projects, wantedId), isLoading: isPending, selectProject }),
    [projects, wantedId, isPending, selectProject],
  );

  return <CurrentProjectContext.Provider value={value}>{children}</CurrentProjectContext.Provider>;
}
