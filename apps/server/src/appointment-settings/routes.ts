import { appointmentSettingsEndpoints } from '@telehealth/contract';
import type { FastifyInstance } from 'fastify';
import { registerDomain } from '../http/endpoint';
import { listSettings, updateDuration } from './service';

/** Per-practitioner appointment durations (docs/product/settings.md). */
export async function appointmentSettingsRoutes(app: FastifyInstance): Promise<void> {
  const { db, now } = app.ctx;
  registerDomain(app, appointmentSettingsEndpoints, {
    listAppointmentSettings: async () => listSettings(db, now()),
    updateAppointmentDuration: async ({ params, body }) =>
      updateDuration(db, params.practitionerId, body.appointmentDuration, now()),
  });
}
