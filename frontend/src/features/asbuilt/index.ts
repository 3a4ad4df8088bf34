// The as-built feature's public surface: what src/app composes into routes (the As built page lives in
// src/app/routes/plans/as-built-page.tsx, like the other pages).
export { checkQueryKey, useCheck } from './api/get-check';
export { checksQueryKey, useChecks } from './api/get-checks';
export { ChecksHistory } from './components/checks-history';
export { CheckView, type FindingsListComponent } from './components/check-view';
export type { FieldChangesComponent } from './components/document-fields';
export { UploadAreaCard } from './components/upload-area';
export { useAreaUploads } from './hooks/use-area-uploads';
export type { AsBuiltCheck, CheckFinding, FieldDifference } from './types';
export { planNodes, uploadAreas } from './utils/upload-areas';
