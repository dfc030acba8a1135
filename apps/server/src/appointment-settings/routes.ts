import { endpoints } from '@telehealth/contract';
import type { FastifyInstance } from 'fastify';
import { registerEndpoint } from '../http/endpoint';
import { listSettings, updateDuration } from './service';

/** Per-practitioner appointment durations (docs/product/settings.md). */
export async function appointmentSettingsRoutes(app: FastifyInstance): Promise<void> {
  const { db, now } = app.ctx;
  registerEndpoint(app, endpoints.listAppointmentSettings, async () => listSettings(db, now()));
  registerEndpoint(app, endpoints.updateAppointmentDuration, async ({ params, body }) =>
    updateDuration(db, params.practitionerId, body.appointmentDuration, now()),
  );
}
