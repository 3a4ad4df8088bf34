// The rules feature's public surface: what src/app composes into routes.
export { useRule } from './api/get-rule';
export { type RulesFilter, useRules } from './api/get-rules';
export { ReadableColours } from './components/readable-colours';
export { RuleBadges } from './components/rule-badges';
export { RuleCard } from './components/rule-card';
export { RuleMarkdown } from './components/rule-markdown';
export { RuleSources } from './components/rule-sources';
export { RulesFilters } from './components/rules-filters';
export { SeverityBadge } from './components/severity-badge';
export { categoryLabel, KIND_LABELS } from './types';
export { EMPTY_RULES_FILTER, type RulesFilterValues } from './utils/filters';
export { proseParagraphs } from './utils/prose';
export { formatUpside } from './utils/upside';
