import { Select } from '@mantine/core';

import { useCurrentProject } from '@/lib/current-project';

import type { Project } from '../api/get-projects';

type ProjectSelectProps = {
  projects: Project[];
};

/** The header's project picker; the choice is kept in localStorage by the provider. */
export function ProjectSelect({ projects }: ProjectSelectProps) {
  const { project, selectProject } = useCurrentProject();
  const options = projects.map((item) => ({ value: String(item.id), label: item.name }));

  return (
    <Select
      label="Project"
      size="xs"
      w={220}
      data={options}
      value={project ? String(project.id) : null}
      onChange={(value) => {
        if (value) selectProject(Number(value));
      }}
      allowDeselect={false}
      placeholder={projects.length ? 'Choose a project' : 'No projects'}
      disabled={!projects.length}
      comboboxProps={{ withinPortal: true }}
    />
  );
}
