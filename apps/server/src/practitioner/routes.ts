import { practitionerEndpoints } from '@telehealth/contract';
import type { FastifyInstance } from 'fastify';
import { auditActor } from '../audit';
import { currentSession, userChanged } from '../auth';
import { registerDomain } from '../http/endpoint';
import * as availability from './availability';
import * as calendar from './calendar';
import * as profile from './profile';
import * as timeOff from './time-off';

/** The practitioner's own profile, signature, week, time off, calendar and outcomes (docs/product/practitioner.md). */
export async function practitionerRoutes(app: FastifyInstance): Promise<void> {
  const { db, bus, now, storage } = app.ctx;
  const userOf = async (request: Parameters<typeof currentSession>[0]) =>
    (await currentSession(request)).user.id;

  registerDomain(app, practitionerEndpoints, {
    practitionerProfile: async (request) => profile.profile(db, storage, await userOf(request)),
    updatePractitionerProfile: async (request) => {
      const userId = await userOf(request);
      const saved = await profile.updateProfile(
        db,
        storage,
        userId,
        request.body,
        await auditActor(request),
        now(),
      );
      // Sessions cache the user (their timezone among it): tell every process, as the other profile forms do.
      if (saved.timezoneChanged) await userChanged({ bus }, userId);
      return saved.profile;
    },
    updatePractitionerSignature: async (request) =>
      profile.saveSignature(
        db,
        storage,
        await userOf(request),
        request.body.image,
        await auditActor(request),
        now(),
        request.log,
      ),
    deletePractitionerSignature: async (request) =>
      profile.removeSignature(
        db,
        storage,
        await userOf(request),
        await auditActor(request),
        now(),
        request.log,
      ),
    practitionerAvailability: async (request) => availability.availability(db, await userOf(request)),
    updatePractitionerAvailability: async (request) =>
      availability.saveAvailability(
        db,
        await userOf(request),
        request.body,
        await auditActor(request),
        now(),
      ),
    practitionerTimeOff: async (request) => timeOff.timeOffList(db, await userOf(request), now()),
    addPractitionerTimeOff: async (request) =>
      timeOff.addTimeOff(db, await userOf(request), request.body, await auditActor(request), now()),
    deletePractitionerTimeOff: async (request) =>
      timeOff.removeTimeOff(db, await userOf(request), request.params.id, await auditActor(request), now()),
    practitionerAppointments: async (request) => calendar.calendar(db, await userOf(request), request.query),
    setAppointmentOutcome: async (request) => {
      const { view, before } = await calendar.setOutcome(
        db,
        await userOf(request),
        request.params.id,
        request.body.status,
        await auditActor(request),
        now(),
      );
      // As a cancel does: the pending 24-hour reminder goes (it would skip itself anyway, as the status moved on).
      await app.reminders?.cancelled(before);
      return view;
    },
  });
}
