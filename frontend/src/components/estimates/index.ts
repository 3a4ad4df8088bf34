export { signedPct } from './format';
export { type PlanCheck, PlanCheckCard, PlanChecks } from './plan-check';
export { type ConfigurationChange, ConfigurationChangeCard, WhatChanged } from './what-changed';
