export { signedPct } from './format';
export { type PlanCheck, PlanCheckCard, PlanChecks } from './plan-check';
