import type { FastifyInstance } from 'fastify';
import { DeliveryService } from './service';

export type { DeliveryConfig } from './config';
export { InvalidPhoneError, normalizePhoneNumber } from './phone';
export type { EmailProvider, SmsProvider } from './providers';
export { type DeliveryResult, DeliveryService } from './service';

declare module 'fastify' {
  interface FastifyInstance {
    /** Email and SMS out of the server, every message recorded in outbound_messages. */
    delivery: DeliveryService;
  }
}

/** Decorates the root instance so every route plugin can send; closes the SMTP transport with the app. */
export function registerDelivery(app: FastifyInstance): void {
  const delivery = DeliveryService.fromConfig(app.ctx.db, app.ctx.now, app.ctx.config.delivery, app.log);
  app.decorate('delivery', delivery);
  app.addHook('onClose', async () => delivery.close());
}
