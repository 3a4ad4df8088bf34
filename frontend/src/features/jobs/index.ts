// The jobs feature's public surface: what src/app composes into routes.
export { useDemoAvailability } from './api/get-demo-availability';
export { useJobs } from './api/get-jobs';
export { JobsTable } from './components/jobs-table';
export { StartDemoJob } from './components/start-demo-job';
