import { type ComponentType, lazy, Suspense } from 'react';
import { createBrowserRouter, RouterProvider } from 'react-router';

import { preloadPlotlyFigure } from '@/components/charts/load-plotly-figure';
import { PageLoader } from '@/components/ui/page-loader';
import { RequireAuth } from '@/features/auth';

import { AppLayout } from './layout/app-layout';
import { appQueryClient } from './query-client';
import { NotFoundPage } from './routes/not-found';
import { planEditorLoader } from './routes/plans/plan-editor.loader';
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

const LoginPage = lazyPage(() => import('./routes/auth/login'), 'LoginPage');
const AccountPage = lazyPage(() => import('./routes/auth/account'), 'AccountPage');
const HomeRoute = lazyPage(() => import('./routes/home/home'), 'HomeRoute');
const PlansPage = lazyPage(() => import('./routes/plans/plans'), 'PlansPage');
const loadPlanEditor = () => import('./routes/plans/plan-editor');
const PlanEditorPage = lazyPage(loadPlanEditor, 'PlanEditorPage');
const PlanVersionPage = lazyPage(() => import('./routes/plans/plan-version'), 'PlanVersionPage');
const PlanDiffPage = lazyPage(() => import('./routes/plans/plan-diff'), 'PlanDiffPage');
// The as-built page shows its findings with the plan editor's findings list: the app composes the two features.
const PlanAsBuiltPage = lazyPage(() => import('./routes/plans/plan-as-built'), 'PlanAsBuiltRoute');
const PlanBundlesPage = lazyPage(() => import('./routes/plans/plan-bundles'), 'PlanBundlesPage');
const BundlePage = lazyPage(() => import('./routes/bundles/bundle'), 'BundlePage');
const RunsPage = lazyPage(() => import('./routes/runs/runs'), 'RunsPage');
const RunPage = lazyPage(() => import('./routes/runs/run'), 'RunPage');
const ComparisonsPage = lazyPage(() => import('./routes/comparisons/comparisons'), 'ComparisonsPage');
const RulesPage = lazyPage(() => import('./routes/rules/rules'), 'RulesPage');
const RulePage = lazyPage(() => import('./routes/rules/rule'), 'RulePage');
const JobsPage = lazyPage(() => import('./routes/jobs/jobs'), 'JobsPage');
const HealthPage = lazyPage(() => import('./routes/health/health'), 'HealthPage');
const ReportsPage = lazyPage(() => import('./routes/reports/reports'), 'ReportsPage');
/**
 * A report page draws its charts with the comparisons feature's component and links back to the Comparisons page
 * with its address builder: the app composes the two features here, fetching both chunks at once.
 */
function reportPage<M extends Record<string, unknown>, K extends keyof M & string>(load: () => Promise<M>, name: K) {
  return lazy(async () => {
    const [page, { ReportChart, comparisonHref }] = await Promise.all([load(), import('@/features/comparisons')]);
    const Page = page[name] as ComponentType<{ Chart: typeof ReportChart; comparisonHref: typeof comparisonHref }>;
    return { default: () => <Page Chart={ReportChart} comparisonHref={comparisonHref} /> };
  });
}
const ReportPage = reportPage(() => import('./routes/reports/report'), 'ReportPage');
// Every print has charts: fetch Plotly alongside the page's own code instead of after the report has rendered.
const ReportPrintPage = reportPage(() => {
  preloadPlotlyFigure();
  return import('./routes/reports/report-print');
}, 'ReportPrintPage');

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
      // Viewers land on a home that starts from reports; everyone else on Plans.
      { index: true, element: <HomeRoute /> },
      { path: 'plans', element: <PlansPage /> },
      {
        path: 'plans/:planId',
        element: <PlanEditorPage />,
        loader: planEditorLoader(appQueryClient, loadPlanEditor),
        // Shown while the loader runs on a first visit (it returns at once, having only started its fetches).
        hydrateFallbackElement: <PageLoader />,
      },
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
