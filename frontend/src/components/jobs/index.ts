export { JobProgress } from './job-progress';
export { JobStateBadge } from './job-state-badge';
export { type Job, type JobState, isJobActive, jobQueryOptions, useJob } from './get-job';
