import { addressEndpoints } from './address/endpoints';
import { adminOperationsEndpoints } from './admin-operations/endpoints';
import { adminPeopleEndpoints } from './admin-people/endpoints';
import { appointmentSettingsEndpoints } from './appointment-settings/endpoints';
import { articleEndpoints } from './articles/endpoints';
import { assessmentEndpoints } from './assessments/endpoints';
import { auditEndpoints } from './audit/endpoints';
import { authEndpoints } from './auth/endpoints';
import { bookingEndpoints } from './booking/endpoints';
import { campaignEndpoints } from './campaigns/endpoints';
import { chatEndpoints } from './chat/endpoints';
import { consultationEndpoints } from './consultations/endpoints';
import { contactEndpoints } from './contact/endpoints';
import { dashboardEndpoints } from './dashboards/endpoints';
import { healthEndpoints } from './health/endpoints';
import { legalEndpoints } from './legal/endpoints';
import { patientEndpoints } from './patient/endpoints';
import { paymentEndpoints } from './payments/endpoints';
import { practitionerEndpoints } from './practitioner/endpoints';
import { profileEndpoints } from './profile/endpoints';
import { promoCodeEndpoints } from './promo-codes/endpoints';
import { reportEndpoints } from './reports/endpoints';
import type { RouteName } from './routes';
import { settingsEndpoints } from './settings/endpoints';
import { templateEndpoints } from './templates/endpoints';
import { testingEndpoints } from './testing/endpoints';

/**
 * The endpoint table: every endpoint, each with method, path, access, summary, the schemas of its params, query,
 * body and answer, and its failure statuses. One line per domain. The server registers its routes from it, the
 * api hooks take their types from it, and the OpenAPI document is generated from it.
 */
export const endpoints = {
  ...addressEndpoints,
  ...adminOperationsEndpoints,
  ...adminPeopleEndpoints,
  ...appointmentSettingsEndpoints,
  ...articleEndpoints,
  ...assessmentEndpoints,
  ...auditEndpoints,
  ...authEndpoints,
  ...bookingEndpoints,
  ...campaignEndpoints,
  ...chatEndpoints,
  ...consultationEndpoints,
  ...contactEndpoints,
  ...dashboardEndpoints,
  ...healthEndpoints,
  ...legalEndpoints,
  ...patientEndpoints,
  ...paymentEndpoints,
  ...practitionerEndpoints,
  ...profileEndpoints,
  ...promoCodeEndpoints,
  ...reportEndpoints,
  ...settingsEndpoints,
  ...templateEndpoints,
  ...testingEndpoints,
} satisfies Record<RouteName, unknown>;

/** Every endpoint by name. */
export type Endpoints = typeof endpoints;

/** One endpoint: its route (method, path, access, summary) and its schemas, under its name. */
export type EndpointOf<Name extends RouteName> = { name: Name } & Endpoints[Name];

/** Any one endpoint. */
export type Endpoint = Endpoints[RouteName];

/** The same table, for callers that read only each endpoint's schemas. */
export const schemas: { readonly [Name in RouteName]: Endpoints[Name] } = endpoints;
