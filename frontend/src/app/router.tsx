import { type ComponentType, lazy, Suspense } from 'react';
import { createBrowserRouter, Navigate, RouterProvider } from 'react-router';

import { preloadPlotlyFigure } from '@/components/charts/static-plots';
import { PageLoader } from '@/components/ui/page-loader';
import { RequireAuth } from '@/features/auth';

import { AppLayout } from './layout/app-layout';
import { NotFoundPage } from './routes/not-found';
import { RouteError } from './routes/route-error';

/**
 * React.lazy for a named export: each page becomes its own chunk, fetched the first
 * time the route is visited, which keeps the initial bundle down to the shell.
 */
function lazyPage<M extends Record<string, unknown>, K extends keyof M & string>(
  load: () => Promise<M>,
  name: K,
) {
  return lazy(async () => ({ default: (await load())[name] as ComponentType }));
}

const LoginPage = lazyPage(() => import('@/features/auth/routes/login-page'), 'LoginPage');
const AccountPage = lazyPage(() => import('@/features/auth/routes/account-page'), 'AccountPage');
const PlansPage = lazyPage(() => import('@/features/plans/routes/plans-page'), 'PlansPage');
const PlanEditorPage = lazyPage(() => import('@/features/plans/routes/plan-editor-page'), 'PlanEditorPage');
const PlanVersionPage = lazyPage(() => import('@/features/plans/routes/plan-version-page'), 'PlanVersionPage');
const PlanDiffPage = lazyPage(() => import('@/features/plans/routes/plan-diff-page'), 'PlanDiffPage');
// The as-built page shows its findings with the plan editor's findings list: the app composes the two features.
const PlanAsBuiltPage = lazyPage(() => import('./routes/plan-as-built'), 'PlanAsBuiltRoute');
const PlanBundlesPage = lazyPage(() => import('@/features/bundles/routes/plan-bundles-page'), 'PlanBundlesPage');
const BundlePage = lazyPage(() => import('@/features/bundles/routes/bundle-page'), 'BundlePage');
const RunsPage = lazyPage(() => import('@/features/runs/routes/runs-page'), 'RunsPage');
const RunPage = lazyPage(() => import('@/features/runs/routes/run-page'), 'RunPage');
const ComparisonsPage = lazyPage(() => import('@/features/comparisons/routes/comparisons-page'), 'ComparisonsPage');
const RulesPage = lazyPage(() => import('@/features/rules/routes/rules-page'), 'RulesPage');
const RulePage = lazyPage(() => import('@/features/rules/routes/rule-page'), 'RulePage');
const JobsPage = lazyPage(() => import('@/features/jobs/routes/jobs-page'), 'JobsPage');
const HealthPage = lazyPage(() => import('@/features/health/routes/health-page'), 'HealthPage');
const ReportsPage = lazyPage(() => import('@/features/reports/routes/reports-page'), 'ReportsPage');
// A report draws its charts with the comparisons feature's component: the app composes the two features here.
const ReportPage = lazy(async () => {
  const [{ ReportPage: Page }, { ComparisonCharts }] = await Promise.all([
    import('@/features/reports/routes/report-page'),
    import('@/features/comparisons'),
  ]);
  return { default: () => <Page Charts={ComparisonCharts} /> };
});
const ReportPrintPage = lazy(async () => {
  // Every print has charts: fetch Plotly alongside the page's own code instead of after the report has rendered.
  preloadPlotlyFigure();
  const [{ ReportPrintPage: Page }, { ComparisonCharts }] = await Promise.all([
    import('@/features/reports/routes/report-print-page'),
    import('@/features/comparisons'),
  ]);
  return { default: () => <Page Charts={ComparisonCharts} /> };
});

const router = createBrowserRouter([
  {
    path: '/login',
    errorElement: <RouteError />,
    element: (
      <Suspense fallback={<PageLoader />}>
        <LoginPage />
      </Suspense>
    ),
  },
  {
    path: '/',
    errorElement: <RouteError />,
    element: (
      <RequireAuth>
        <AppLayout />
      </RequireAuth>
    ),
    children: [
      { index: true, element: <Navigate to="/plans" replace /> },
      { path: 'plans', element: <PlansPage /> },
      { path: 'plans/:planId', element: <PlanEditorPage /> },
      { path: 'plans/:planId/versions/:n', element: <PlanVersionPage /> },
      { path: 'plans/:planId/diff', element: <PlanDiffPage /> },
      { path: 'plans/:planId/bundles', element: <PlanBundlesPage /> },
      { path: 'plans/:planId/as-built', element: <PlanAsBuiltPage /> },
      { path: 'bundles/:bundleId', element: <BundlePage /> },
      { path: 'runs', element: <RunsPage /> },
      { path: 'runs/:runId', element: <RunPage /> },
      { path: 'comparisons', element: <ComparisonsPage /> },
      { path: 'reports', element: <ReportsPage /> },
      { path: 'reports/:uuid', element: <ReportPage /> },
      { path: 'rules', element: <RulesPage /> },
      { path: 'rules/:ruleId', element: <RulePage /> },
      { path: 'jobs', element: <JobsPage /> },
      { path: 'health', element: <HealthPage /> },
      { path: 'account', element: <AccountPage /> },
    ],
  },
  {
    // The print view of a report: no app chrome; the PDF renderer reaches it with a short-lived token, not a session.
    path: '/reports/:uuid/print',
    errorElement: <RouteError />,
    element: (
      <Suspense fallback={<PageLoader />}>
        <ReportPrintPage />
      </Suspense>
    ),
  },
  // Unknown addresses get a 404 page whether or not anyone is signed in.
  { path: '*', element: <NotFoundPage /> },
]);

export function AppRouter() {
  return <RouterProvider router={router} />;
}
