import type { ReactNode } from 'react';

import { type CurrentProject, useCurrentProject } from '@/lib/current-project';

import { EmptyState } from './empty-state';
import { PageHeader } from './page-header';
import { PageLoader } from './page-loader';

type ProjectGateProps = {
  /** The page's title, also shown when no project is chosen. */
  title: string;
  /** What the page lists, as it starts a sentence: "Plans" belong to a project. */
  things: string;
  children: (project: CurrentProject) => ReactNode;
};

/** A page about the project chosen in the header: a loader while the projects load, a note when none is chosen. */
export function ProjectGate({ title, things, children }: ProjectGateProps) {
  const { project, isLoading } = useCurrentProject();
  if (isLoading) return <PageLoader />;
  if (!project) {
    return (
      <>
        <PageHeader title={title} />
        <EmptyState title="No project selected">
          {things} belong to a project. Choose one in the header, or ask an administrator to add you to a project.
        </EmptyState>
      </>
    );
  }
  return children(project);
}
