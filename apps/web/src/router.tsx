import { type ComponentProps, type ComponentType, lazy, Suspense } from 'react';
import { createBrowserRouter, matchRoutes, Navigate, type RouteObject } from 'react-router';
import { FullPageStatus } from './frames/FullPageStatus';
import { PublicFrame } from './frames/PublicFrame';
import type { RequireAccessProps } from './guards/RequireAccess';
import type { PageModule } from './pages/admin/managementPages';
import { adminAreaRoutes, consultationAreaRoutes, settingsTabRoutes } from './routes/table';

/**
 * A part loaded on demand that can also be loaded ahead (`preload`): main.tsx loads the page the visitor lands on
 * before the first render, which then shows the page at once, with no Suspense fallback (and none of React's
 * 300 ms hold before a fallback gives way to its content). Once loaded it renders without suspending.
 */
function lazyPart<Props extends object>(load: () => Promise<ComponentType<Props>>) {
  let loaded: ComponentType<Props> | null = null;
  let pending: Promise<ComponentType<Props>> | null = null;
  const preload = () => {
    pending ??= load().then((component) => {
      loaded = component;
      return component;
    });
    return pending;
  };
  const Lazy = lazy(async () => ({ default: await preload() }));
  function Part(props: Props) {
    const Loaded = loaded;
    return Loaded ? <Loaded {...props} /> : <Lazy {...(props as ComponentProps<typeof Lazy>)} />;
  }
  Part.preload = preload;
  return Part;
}

/**
 * A lazily loaded part that talks to the API, with the API around it (frames/withApi). There is no root ApiProvider:
 * SWR and the hooks load with the first part that needs them, so the home page of a visitor never downloads them.
 */
function lazyWithApi<Props extends object>(load: () => Promise<ComponentType<Props>>) {
  return lazyPart(async () => {
    const [{ withApi }, Part] = await Promise.all([import('./frames/withApi'), load()]);
    return withApi(Part);
  });
}

// The signed-in frames (with the chat socket and its schemas) load only when a signed-in area is visited.
const LazyPortalFrame = lazyWithApi(() =>
  import('./frames/PortalFrame').then((module) => module.PortalFrame),
);

const LazyRequireAccess = lazyWithApi(() =>
  import('./guards/RequireAccess').then((module) => module.RequireAccess),
);

/** The route guard, loaded with the API on the first guarded route. */
function RequireAccess(props: RequireAccessProps) {
  return (
    <Suspense fallback={<FullPageStatus label="Authenticating..." />}>
      <LazyRequireAccess {...props} />
    </Suspense>
  );
}

function PortalFrame(props: ComponentProps<typeof LazyPortalFrame>) {
  return (
    <Suspense fallback={<FullPageStatus label="Loading application..." />}>
      <LazyPortalFrame {...props} />
    </Suspense>
  );
}

// Every page is its own chunk, so the first page downloads only what it shows; the home page and the not-found page
// need no API.
const HomePage = lazyPart(() => import('./pages/HomePage').then((module) => module.default));
const AuthPage = lazyWithApi(() => import('./pages/AuthPage').then((module) => module.default));
const NotFoundPage = lazyPart(() => import('./pages/NotFoundPage').then((module) => module.default));
const AdminDashboardPage = lazyWithApi(() =>
  import('./pages/admin/AdminDashboardPage').then((module) => module.default),
);
const LegalDocumentsPage = lazyWithApi(() =>
  import('./pages/admin/LegalDocumentsPage').then((module) => module.default),
);
const PromotionsPage = lazyWithApi(() =>
  import('./pages/admin/PromotionsPage').then((module) => module.default),
);
const PromoCodesPage = lazyWithApi(() =>
  import('./pages/admin/PromoCodesPage').then((module) => module.default),
);
const TestTogglePage = lazyWithApi(() => import('./pages/TestTogglePage').then((module) => module.default));
const AppointmentSettingsPage = lazyWithApi(() =>
  import('./pages/admin/AppointmentSettingsPage').then((module) => module.default),
);
const SettingsPage = lazyWithApi(() => import('./pages/admin/SettingsPage').then((module) => module.default));
const AdminProfilePage = lazyWithApi(() =>
  import('./pages/admin/AdminProfilePage').then((module) => module.default),
);
const TestingPage = lazyWithApi(() => import('./pages/admin/TestingPage').then((module) => module.default));
const AuditPage = lazyWithApi(() => import('./pages/admin/AuditPage').then((module) => module.default));
const ContactSubmissionsPage = lazyWithApi(() =>
  import('./pages/admin/ContactSubmissionsPage').then((module) => module.default),
);
const PrivacyPage = lazyWithApi(() => import('./pages/public/PrivacyPage').then((module) => module.default));
const TermsPage = lazyWithApi(() => import('./pages/public/TermsPage').then((module) => module.default));
const ArticlesPage = lazyWithApi(() =>
  import('./pages/public/ArticlesPage').then((module) => module.default),
);
const ArticlePage = lazyWithApi(() => import('./pages/public/ArticlePage').then((module) => module.default));
const UnsubscribePage = lazyWithApi(() =>
  import('./pages/public/UnsubscribePage').then((module) => module.default),
);
const ContactPage = lazyWithApi(() => import('./pages/public/ContactPage').then((module) => module.default));
const PractitionerDashboardPage = lazyWithApi(() =>
  import('./pages/practitioner/PractitionerDashboardPage').then((module) => module.default),
);
const ReviewQueuePage = lazyWithApi(() =>
  import('./pages/practitioner/ReviewQueuePage').then((module) => module.default),
);
const ReviewPage = lazyWithApi(() =>
  import('./pages/practitioner/ReviewPage').then((module) => module.default),
);
const SchedulePage = lazyWithApi(() =>
  import('./pages/practitioner/SchedulePage').then((module) => module.default),
);
const PractitionerProfilePage = lazyWithApi(() =>
  import('./pages/practitioner/PractitionerProfilePage').then((module) => module.default),
);
// Two-step sign-in for practitioners and content writers (docs/product/access.md); admins have Settings > Security.
const SecurityPage = lazyWithApi(() => import('./pages/SecurityPage').then((module) => module.default));
const ContentWriterDashboardPage = lazyWithApi(() =>
  import('./pages/contentWriter/ContentWriterDashboardPage').then((module) => module.default),
);
const WriterArticlesPage = lazyWithApi(() =>
  import('./pages/contentWriter/WriterArticlesPage').then((module) => module.default),
);
const ArticleEditorPage = lazyWithApi(() =>
  import('./pages/contentWriter/ArticleEditorPage').then((module) => module.default),
);
// ---- patient dashboard and profile (docs/product/dashboard.md)
const PatientProfilePage = lazyWithApi(() =>
  import('./pages/patient/PatientProfilePage').then((module) => module.default),
);
const PrescriptionsPage = lazyWithApi(() =>
  import('./pages/patient/PrescriptionsPage').then((module) => module.default),
);
const PatientDashboardPage = lazyWithApi(() =>
  import('./pages/patient/PatientDashboardPage').then((module) => module.default),
);
const PatientMessagesPage = lazyWithApi(() =>
  import('./pages/messages/PatientMessagesPage').then((module) => module.default),
);
const PractitionerMessagesPage = lazyWithApi(() =>
  import('./pages/messages/PractitionerMessagesPage').then((module) => module.default),
);
const AdminMessagesPage = lazyWithApi(() =>
  import('./pages/messages/AdminMessagesPage').then((module) => module.default),
);
// ---- assessments (docs/product/assessments.md)
const AssessmentsPage = lazyWithApi(() =>
  import('./pages/assessments/AssessmentsPage').then((module) => module.default),
);
const ErectileDysfunctionPage = lazyWithApi(() =>
  import('./pages/assessments/ErectileDysfunctionPage').then((module) => module.default),
);
const AssessmentPage = lazyWithApi(() =>
  import('./pages/assessments/AssessmentPage').then((module) => module.default),
);
// ---- booking (docs/product/booking.md)
const ConfirmationPage = lazyPart(() =>
  import('./pages/public/ConfirmationPage').then((module) => module.default),
);
const AppointmentBookingPage = lazyWithApi(() =>
  import('./pages/patient/AppointmentBookingPage').then((module) => module.default),
);
const AppointmentsPage = lazyWithApi(() =>
  import('./pages/patient/AppointmentsPage').then((module) => module.default),
);

// ---- checkout and payments (docs/product/checkout.md)
const CheckoutPage = lazyWithApi(() =>
  import('./pages/checkout/CheckoutPage').then((module) => module.default),
);
const PaymentsPage = lazyWithApi(() =>
  import('./pages/patient/PaymentsPage').then((module) => module.default),
);
const PaymentMethodsPage = lazyWithApi(() =>
  import('./pages/patient/PaymentMethodsPage').then((module) => module.default),
);

/**
 * The routes of a table of routes/table.ts, nested where they are spread: each path shows its page from `pages`, a
 * table of the pages' code that loads on the first visit to one of them, as a `part` (`lazyWithApi` for a page,
 * React's `lazy` inside a page that has the API already); then `notFound`, if given, a splat below the area for an
 * address no page claims: the not-found page inside the area's frame, behind its guard.
 */
function tableRoutes<Path extends string>(
  table: readonly { path: Path }[],
  pages: () => Promise<Record<Path, PageModule>>,
  part: (load: () => Promise<ComponentType>) => ComponentType,
  notFound?: string,
): RouteObject[] {
  const routes = table.map(({ path }): RouteObject => {
    const Page = part(async () => (await (await pages())[path]()).default);
    return { path, element: <Page /> };
  });
  return notFound ? [...routes, { path: notFound, element: <NotFoundPage /> }] : routes;
}

const managementPages = () =>
  import('./pages/admin/managementPages').then((module) => module.managementPages);
const consultationPages = () =>
  import('./pages/consultations/consultationPages').then((module) => module.consultationPages);
// The consultation room is the patient's and the practitioner's: it sits in the frame of whoever opens it.
const ConsultationFrame = lazyWithApi(() =>
  import('./pages/consultations/ConsultationFrame').then((module) => module.ConsultationFrame),
);
const settingsTabPages = () =>
  import('./pages/admin/settingsTabPages').then((module) => module.settingsTabPages);
const lazyTab = (load: () => Promise<ComponentType>) => lazy(async () => ({ default: await load() }));

/** Every route of the site (docs/product/site.md) with its guard and frame. */
export const routes: RouteObject[] = [
  {
    element: <PublicFrame />,
    children: [
      { path: '/', element: <HomePage /> },
      { path: '/login', element: <AuthPage /> },
      { path: '/auth', element: <AuthPage /> },
      { path: '/register', element: <AuthPage /> },
      { path: '/set-password', element: <AuthPage /> },
      { path: '/privacy', element: <PrivacyPage /> },
      { path: '/terms', element: <TermsPage /> },
      { path: '/contact', element: <ContactPage /> },
      { path: '/articles', element: <ArticlesPage /> },
      { path: '/articles/:slugOrId', element: <ArticlePage /> },
      { path: '/test-toggle', element: <TestTogglePage /> },
      { path: '/unsubscribe', element: <UnsubscribePage /> },
      // ---- assessments (docs/product/assessments.md)
      { path: '/assessment', element: <AssessmentsPage /> },
      { path: '/erectile-dysfunction', element: <ErectileDysfunctionPage /> },
      {
        element: <RequireAccess group="signedIn" />,
        children: [{ path: '/ed-assessment', element: <AssessmentPage /> }],
      },
      // ---- booking (docs/product/booking.md)
      { path: '/confirmation', element: <ConfirmationPage /> },
      {
        element: <RequireAccess group="signedIn" />,
        children: [
          { path: '/appointment-confirmation', element: <AppointmentBookingPage /> },
          { path: '/appointment-confirmation/:assessmentId', element: <AppointmentBookingPage /> },
          // ---- checkout and payments (docs/product/checkout.md)
          { path: '/checkout', element: <CheckoutPage /> },
          { path: '/checkout/:assessmentId', element: <CheckoutPage /> },
        ],
      },
      { path: '*', element: <NotFoundPage /> },
    ],
  },
  {
    element: <RequireAccess group="signedIn" />,
    children: [
      {
        element: <PortalFrame portal="patient" />,
        children: [
          { path: '/dashboard', element: <PatientDashboardPage /> },
          // ---- patient dashboard and profile (docs/product/dashboard.md)
          { path: '/dashboard/profile', element: <PatientProfilePage /> },
          { path: '/dashboard/prescriptions', element: <PrescriptionsPage /> },
          { path: '/dashboard/my-prescriptions', element: <PrescriptionsPage /> },
          { path: '/dashboard/messages', element: <PatientMessagesPage /> },
          // ---- booking (docs/product/booking.md)
          { path: '/dashboard/appointments', element: <AppointmentsPage /> },
          // ---- checkout and payments (docs/product/checkout.md)
          { path: '/dashboard/payments', element: <PaymentsPage /> },
          { path: '/dashboard/payment-methods', element: <PaymentMethodsPage /> },
        ],
      },
      // ---- consultations (docs/product/consultations.md)
      {
        element: <ConsultationFrame />,
        children: tableRoutes(consultationAreaRoutes, consultationPages, lazyWithApi),
      },
    ],
  },
  {
    element: <RequireAccess group="admin" />,
    children: [
      {
        element: <PortalFrame portal="admin" />,
        children: [
          { path: '/admin', element: <AdminDashboardPage /> },
          { path: '/admin/dashboard', element: <AdminDashboardPage /> },
          { path: '/admin/messaging', element: <AdminMessagesPage /> },
          { path: '/admin/legal-documents', element: <LegalDocumentsPage /> },
          { path: '/admin/promotions', element: <PromotionsPage /> },
          { path: '/admin/campaigns', element: <PromotionsPage /> },
          { path: '/admin/promo-codes', element: <PromoCodesPage /> },
          { path: '/admin/appointment-settings', element: <AppointmentSettingsPage /> },
          { path: '/admin/testing', element: <TestingPage /> },
          { path: '/admin/test-sms', element: <TestingPage /> },
          { path: '/admin/contact-submissions', element: <ContactSubmissionsPage /> },
          {
            path: '/admin/settings',
            element: <SettingsPage />,
            children: [
              { index: true, element: <Navigate to="/admin/settings/fees" replace /> },
              // The settings tabs, inside SettingsPage and its API boundary.
              ...tableRoutes(settingsTabRoutes, settingsTabPages, lazyTab),
            ],
          },
          { path: '/admin/profile', element: <AdminProfilePage /> },
          { path: '/admin/audit', element: <AuditPage /> },
          // The admin management pages (routes/table.ts), then the admin area's own not-found.
          ...tableRoutes(adminAreaRoutes, managementPages, lazyWithApi, '/admin/*'),
        ],
      },
    ],
  },
  {
    element: <RequireAccess group="practitioner" />,
    children: [
      {
        element: <PortalFrame portal="practitioner" />,
        children: [
          { path: '/practitioner', element: <PractitionerDashboardPage /> },
          { path: '/practitioner/messages', element: <PractitionerMessagesPage /> },
          { path: '/practitioner/security', element: <SecurityPage /> },
          { path: '/practitioner/assessments', element: <ReviewQueuePage /> },
          { path: '/practitioner/assessments/:id', element: <ReviewPage /> },
          { path: '/practitioner/schedule', element: <SchedulePage /> },
          { path: '/practitioner/profile', element: <PractitionerProfilePage /> },
        ],
      },
    ],
  },
  {
    element: <RequireAccess group="contentWriter" />,
    children: [
      {
        element: <PortalFrame portal="contentWriter" />,
        children: [
          { path: '/content-writer', element: <ContentWriterDashboardPage /> },
          { path: '/content-writer/dashboard', element: <ContentWriterDashboardPage /> },
          { path: '/content-writer/articles', element: <WriterArticlesPage /> },
          { path: '/content-writer/new-article', element: <ArticleEditorPage /> },
          { path: '/content-writer/edit-article/:id', element: <ArticleEditorPage /> },
          { path: '/content-writer/security', element: <SecurityPage /> },
        ],
      },
    ],
  },
];

/**
 * Loads the code of the pages `pathname` shows (its `lazyPart`s), so the first render has them. Resolves either way:
 * a part that fails to load fails again, visibly, when it renders.
 */
export async function preloadRoute(pathname: string): Promise<void> {
  const parts = (matchRoutes(routes, pathname) ?? []).flatMap(({ route }) => {
    const type = (route.element as { type?: { preload?: () => Promise<unknown> } } | undefined)?.type;
    return type?.preload ? [type.preload()] : [];
  });
  await Promise.allSettled(parts);
}

export function createAppRouter() {
  return createBrowserRouter(routes);
}
