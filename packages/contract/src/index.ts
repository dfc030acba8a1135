// The domains: each folder holds its endpoints (zod-free routes, then schemas and summaries), messages and schemas.

// What every domain builds on: access groups, text and error rules, formats.
export * from './access';
export * from './address/index';
export * from './admin-operations/index';
export * from './admin-people/index';
export * from './admin-table';
export * from './appointment-settings/index';
export * from './articles/index';
export * from './assessments/index';
export * from './audit/index';
export * from './auth/index';
export * from './booking/index';
export * from './campaigns/index';
export * from './chat/index';
export * from './consultations/index';
export * from './contact/index';
export * from './dashboards/index';
// How an endpoint is defined, and the tables of every domain's routes (zod-free) and endpoints.
export * from './endpoint/define';
export * from './endpoint/route';
export type * from './endpoint/types';
export { type Endpoint, type EndpointOf, type Endpoints, endpoints, schemas } from './endpoints';
export * from './errorBody';
export * from './errors';
export * from './format';
export * from './health/index';
export * from './legal/index';
export * from './medicines/prescription-only';
export * from './mobile';
export * from './password';
export * from './patient/index';
export * from './payments/index';
export * from './phone';
export * from './practitioner/index';
export * from './profile/index';
export * from './promo-codes/index';
export * from './reports/index';
export * from './responses';
export { type RouteName, routes } from './routes';
export * from './sanitize';
export * from './settings/index';
export * from './templates/index';
export * from './testing/index';
export * from './text';
export * from './user';
export * from './validation';
