// The as-built feature's public surface: what src/app composes into routes.
export { AsBuiltPage } from './routes/as-built-page';
export type { CheckFinding, FieldDifference } from './types';
