// Free of zod and of the summaries: the browser imports this table at run time.
import { addressRoutes } from './address/routes';
import { adminOperationsRoutes } from './admin-operations/routes';
import { adminPeopleRoutes } from './admin-people/routes';
import { appointmentSettingsRoutes } from './appointment-settings/routes';
import { articleRoutes } from './articles/routes';
import { assessmentRoutes } from './assessments/routes';
import { auditRoutes } from './audit/routes';
import { authRoutes } from './auth/routes';
import { bookingRoutes } from './booking/routes';
import { campaignRoutes } from './campaigns/routes';
import { chatRoutes } from './chat/routes';
import { consultationRoutes } from './consultations/routes';
import { contactRoutes } from './contact/routes';
import { dashboardRoutes } from './dashboards/routes';
import { healthRoutes } from './health/routes';
import { legalRoutes } from './legal/routes';
import { patientRoutes } from './patient/routes';
import { paymentRoutes } from './payments/routes';
import { practitionerRoutes } from './practitioner/routes';
import { profileRoutes } from './profile/routes';
import { promoCodeRoutes } from './promo-codes/routes';
import { reportRoutes } from './reports/routes';
import { settingsRoutes } from './settings/routes';
import { templateRoutes } from './templates/routes';
import { testingRoutes } from './testing/routes';

/** Every endpoint's route (method, path, access, tag, success status), by name: one line per domain. */
export const routes = {
  ...addressRoutes,
  ...adminOperationsRoutes,
  ...adminPeopleRoutes,
  ...appointmentSettingsRoutes,
  ...articleRoutes,
  ...assessmentRoutes,
  ...auditRoutes,
  ...authRoutes,
  ...bookingRoutes,
  ...campaignRoutes,
  ...chatRoutes,
  ...consultationRoutes,
  ...contactRoutes,
  ...dashboardRoutes,
  ...healthRoutes,
  ...legalRoutes,
  ...patientRoutes,
  ...paymentRoutes,
  ...practitionerRoutes,
  ...profileRoutes,
  ...promoCodeRoutes,
  ...reportRoutes,
  ...settingsRoutes,
  ...templateRoutes,
  ...testingRoutes,
};

export type RouteName = keyof typeof routes;

/** The endpoints read with GET: the only names an entry's `invalidates` may list. */
export type QueryRouteName = {
  [Name in RouteName]: (typeof routes)[Name]['method'] extends 'GET' ? Name : never;
}[RouteName];

/** Every name some entry's `invalidates` lists. */
type InvalidatedName = {
  [Name in RouteName]: (typeof routes)[Name] extends { invalidates: readonly (infer Other)[] }
    ? Other
    : never;
}[RouteName];

/** Fails the build when an entry invalidates a name that is not a GET endpoint of the table. */
export type InvalidatesOnlyQueries = Expect<
  [Exclude<InvalidatedName, QueryRouteName>] extends [never] ? true : false
>;
type Expect<Holds extends true> = Holds;
