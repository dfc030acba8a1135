import { type ComponentProps, lazy, Suspense } from 'react';
import { createBrowserRouter, type RouteObject } from 'react-router';
import { FullPageStatus } from './frames/FullPageStatus';
import { PublicFrame } from './frames/PublicFrame';
import { RequireAccess } from './guards/RequireAccess';
import { adminMenu, contentWriterMenu, patientMenu, practitionerMenu } from './navigation/menus';
import {
  type AreaRoute,
  adminAreaRoutes,
  contentWriterAreaRoutes,
  patientAreaRoutes,
  practitionerAreaRoutes,
  publicAreaRoutes,
  signedInAreaRoutes,
} from './routes/table';

// The signed-in frames (with the chat socket and its schemas) load only when a signed-in area is visited.
const LazyPortalFrame = lazy(() =>
  import('./frames/PortalFrame').then((module) => ({ default: module.PortalFrame })),
);

function PortalFrame(props: ComponentProps<typeof LazyPortalFrame>) {
  return (
    <Suspense fallback={<FullPageStatus label="Loading application..." />}>
      <LazyPortalFrame {...props} />
    </Suspense>
  );
}

// Every page is its own chunk, so the first page downloads only what it shows.
const HomePage = lazy(() => import('./pages/HomePage'));
const AuthPage = lazy(() => import('./pages/AuthPage'));
const NotFoundPage = lazy(() => import('./pages/NotFoundPage'));
const AreaPage = lazy(() => import('./pages/AreaPage'));
const AdminDashboardPage = lazy(() => import('./pages/admin/AdminDashboardPage'));
const LegalDocumentsPage = lazy(() => import('./pages/admin/LegalDocumentsPage'));
const AppointmentSettingsPage = lazy(() => import('./pages/admin/AppointmentSettingsPage'));
const TestingPage = lazy(() => import('./pages/admin/TestingPage'));
const AuditPage = lazy(() => import('./pages/admin/AuditPage'));
const ContactSubmissionsPage = lazy(() => import('./pages/admin/ContactSubmissionsPage'));
const PrivacyPage = lazy(() => import('./pages/public/PrivacyPage'));
const TermsPage = lazy(() => import('./pages/public/TermsPage'));
const ContactPage = lazy(() => import('./pages/public/ContactPage'));
const PractitionerDashboardPage = lazy(() => import('./pages/practitioner/PractitionerDashboardPage'));
const ContentWriterDashboardPage = lazy(() => import('./pages/contentWriter/ContentWriterDashboardPage'));
const PatientDashboardPage = lazy(() => import('./pages/patient/PatientDashboardPage'));
const PatientMessagesPage = lazy(() => import('./pages/messages/PatientMessagesPage'));
const PractitionerMessagesPage = lazy(() => import('./pages/messages/PractitionerMessagesPage'));
const AdminMessagesPage = lazy(() => import('./pages/messages/AdminMessagesPage'));

function areaRoutes(routes: readonly AreaRoute[]): RouteObject[] {
  return routes.map(({ path, title, description }) => ({
    path,
    element: <AreaPage title={title} description={description} />,
  }));
}

/** Every route of Part 1 §2 with its guard and frame. */
export const routes: RouteObject[] = [
  {
    element: <PublicFrame />,
    children: [
      { path: '/', element: <HomePage /> },
      { path: '/login', element: <AuthPage /> },
      { path: '/auth', element: <AuthPage /> },
      { path: '/register', element: <AuthPage /> },
      { path: '/privacy', element: <PrivacyPage /> },
      { path: '/terms', element: <TermsPage /> },
      { path: '/contact', element: <ContactPage /> },
      ...areaRoutes(publicAreaRoutes),
      { element: <RequireAccess group="signedIn" />, children: areaRoutes(signedInAreaRoutes) },
      { path: '*', element: <NotFoundPage /> },
    ],
  },
  {
    element: <RequireAccess group="signedIn" />,
    children: [
      {
        element: (
          <PortalFrame
            title="My Health"
            subtitle="Patient"
            items={patientMenu}
            navigationLabel="Dashboard navigation"
          />
        ),
        children: [
          { path: '/dashboard', element: <PatientDashboardPage /> },
          { path: '/dashboard/messages', element: <PatientMessagesPage /> },
          ...areaRoutes(patientAreaRoutes),
        ],
      },
    ],
  },
  {
    element: <RequireAccess group="admin" />,
    children: [
      {
        element: (
          <PortalFrame
            title="Admin Portal"
            subtitle="Management"
            items={adminMenu}
            navigationLabel="Admin navigation"
          />
        ),
        children: [
          { path: '/admin', element: <AdminDashboardPage /> },
          { path: '/admin/dashboard', element: <AdminDashboardPage /> },
          { path: '/admin/messaging', element: <AdminMessagesPage /> },
          { path: '/admin/legal-documents', element: <LegalDocumentsPage /> },
          { path: '/admin/appointment-settings', element: <AppointmentSettingsPage /> },
          { path: '/admin/testing', element: <TestingPage /> },
          { path: '/admin/test-sms', element: <TestingPage /> },
          { path: '/admin/contact-submissions', element: <ContactSubmissionsPage /> },
          { path: '/admin/audit', element: <AuditPage /> },
          ...areaRoutes(adminAreaRoutes),
        ],
      },
    ],
  },
  {
    element: <RequireAccess group="practitioner" />,
    children: [
      {
        element: (
          <PortalFrame
            title="Practitioner Portal"
            subtitle="Clinical"
            items={practitionerMenu}
            navigationLabel="Practitioner navigation"
          />
        ),
        children: [
          { path: '/practitioner', element: <PractitionerDashboardPage /> },
          { path: '/practitioner/messages', element: <PractitionerMessagesPage /> },
          ...areaRoutes(practitionerAreaRoutes),
        ],
      },
    ],
  },
  {
    element: <RequireAccess group="contentWriter" />,
    children: [
      {
        element: (
          <PortalFrame
            title="Content Portal"
            subtitle="Articles"
            items={contentWriterMenu}
            navigationLabel="Content navigation"
          />
        ),
        children: [
          { path: '/content-writer', element: <ContentWriterDashboardPage /> },
          { path: '/content-writer/dashboard', element: <ContentWriterDashboardPage /> },
          ...areaRoutes(contentWriterAreaRoutes),
        ],
      },
    ],
  },
];

export function createAppRouter() {
  return createBrowserRouter(routes);
}
