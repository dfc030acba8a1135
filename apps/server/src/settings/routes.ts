import { settingsEndpoints } from '@telehealth/contract';
import type { FastifyInstance } from 'fastify';
import { auditActor } from '../audit';
import { registerDomain } from '../http/endpoint';
import { listSettings, updateSetting } from './service';

/** The settings (docs/product/settings.md): `GET /api/settings`, `PUT /api/settings/{key}`. */
export async function settingsRoutes(app: FastifyInstance): Promise<void> {
  const { db, now } = app.ctx;
  registerDomain(app, settingsEndpoints, {
    listSettings: async () => listSettings(db),
    updateSetting: async (request) =>
      updateSetting(db, request.params.key, request.body.value, await auditActor(request), now()),
  });
}
