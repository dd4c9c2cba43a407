import { createHashRouter, Navigate, RouterProvider } from 'react-router-dom';
import { ApplicationDetailPage } from '#features/applications/ApplicationDetailPage.tsx';
import { ApplicationQueuePage } from '#features/applications/ApplicationQueuePage.tsx';
import { AuditLogPage } from '#features/audit/AuditLogPage.tsx';
import { EscalationsPage } from '#features/escalations/EscalationsPage.tsx';
import { LoginPage } from '#features/login/LoginPage.tsx';
import { OpenNeedsPage } from '#features/needs/OpenNeedsPage.tsx';
import { PreCreditPage } from '#features/pre-credit/PreCreditPage.tsx';
import { ProductsPage } from '#features/products/ProductsPage.tsx';
import { ResponseTimesPage } from '#features/response-times/ResponseTimesPage.tsx';
// Issue 22, slice subsidy-pages.
import { SubsidyClaimReviewPage } from '#features/subsidy/SubsidyClaimReviewPage.tsx';
import { SubsidyReviewPage } from '#features/subsidy/SubsidyReviewPage.tsx';
import { AdminLayout } from './AdminLayout';
import { HomeRedirect } from './HomeRedirect';

const router = createHashRouter([
  { path: '/login', element: <LoginPage /> },
  {
    path: '/',
    element: <AdminLayout />,
    children: [
      { index: true, element: <HomeRedirect /> },
      { path: 'applications', element: <ApplicationQueuePage /> },
      { path: 'applications/:id', element: <ApplicationDetailPage /> },
      { path: 'needs', element: <OpenNeedsPage /> },
      { path: 'escalations', element: <EscalationsPage /> },
      { path: 'response-times', element: <ResponseTimesPage /> },
      // Its own chunk (and echarts another, loaded by its charts): the login screen carries neither.
      {
        path: 'dashboard',
        lazy: () =>
          import('#features/dashboard/DashboardPage.tsx').then(({ DashboardPage }) => ({ Component: DashboardPage })),
      },
      { path: 'products', element: <ProductsPage /> },
      { path: 'pre-credit', element: <PreCreditPage /> },
      { path: 'audit', element: <AuditLogPage /> },
      // Issue 22, slice subsidy-pages.
      { path: 'subsidy', element: <SubsidyReviewPage /> },
      { path: 'subsidy/:id', element: <SubsidyClaimReviewPage /> },
      { path: '*', element: <Navigate to="/" replace /> },
    ],
  },
]);

export function AppRouter() {
  return <RouterProvider router={router} />;
}
