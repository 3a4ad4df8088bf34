export { type Project, useProjects } from './api/get-projects';
export { ProjectSelect } from './components/project-select';
