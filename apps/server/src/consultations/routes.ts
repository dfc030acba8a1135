import { consultationEndpoints } from '@telehealth/contract';
import type { FastifyInstance } from 'fastify';
import { auditActor } from '../audit';
import { currentSession } from '../auth';
import { registerDomain } from '../http/endpoint';
import * as service from './service';
import type { ConsultationSignalling } from './signalling';

export interface ConsultationRoutesOptions {
  /** The signalling, told when a consultation ends so that both people's devices are (app.ts). */
  signalling?: ConsultationSignalling;
}

/** The consultation room's endpoints (docs/product/consultations.md, The room). */
export async function consultationRoutes(
  app: FastifyInstance,
  options: ConsultationRoutesOptions = {},
): Promise<void> {
  const { db, now, config } = app.ctx;
  const userOf = async (request: Parameters<typeof currentSession>[0]) =>
    (await currentSession(request)).user.id;

  registerDomain(app, consultationEndpoints, {
    consultationRoom: async (request) =>
      service.room(
        db,
        config.ice,
        request.params.appointmentId,
        await userOf(request),
        await auditActor(request),
        now(),
      ),
    endConsultation: async (request) => {
      const userId = await userOf(request);
      const { summary, marked } = await service.endConsultation(
        db,
        request.params.appointmentId,
        userId,
        request.body.outcome,
        await auditActor(request),
        now(),
      );
      // As the schedule's outcome does: the pending 24-hour reminder goes.
      if (marked) await app.reminders?.cancelled(marked);
      // Both people's devices, on every instance, get `consultation_ended` (after the commit).
      const endedAt = summary.consultation.endedAt;
      await options.signalling?.ended(
        request.params.appointmentId,
        userId,
        endedAt ? new Date(endedAt) : now(),
      );
      return summary;
    },
    consultationByPhone: async (request) =>
      service.holdByPhone(
        db,
        request.params.appointmentId,
        await userOf(request),
        await auditActor(request),
        now(),
      ),
  });
}
