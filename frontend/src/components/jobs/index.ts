export { JobProgress } from './job-progress';
export { JobStateBadge } from './job-state-badge';
export { type Job, type JobState, isJobActive, jobQueryKey, jobQueryOptions, useJob } from './get-job';
