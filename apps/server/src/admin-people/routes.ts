import { adminPeopleEndpoints, adminPeopleMessages } from '@telehealth/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { auditActor } from '../audit';
import { endSessions, userChanged } from '../auth';
import { registerDomain } from '../http/endpoint';
import { HttpError } from '../http/errors';
import { failureLimit, rateLimited } from '../rate-limit';
import { practitionerDetails } from './details';
import { emailPasswordLink, linkOwner, setPasswordWithLink } from './password-links';
import { listPatients, patientRecord } from './patients';
import * as staff from './staff';

/**
 * Links that do not work, per address: 20 in 15 minutes, then that address waits out the window. Only failures
 * count, so a person opening their own link (and reloading it) is never limited; a token is 256 random bits, so
 * the limit only keeps a guesser from costing the database (the same shape as the sign-in's failure limit).
 */
export const PASSWORD_LINK_FAILURE_LIMIT = { name: 'password-link', max: 20, windowMs: 15 * 60_000 } as const;

/** Patients, practitioners, content writers, and the public set-password link (docs/product/admin.md). */
export async function adminPeopleRoutes(app: FastifyInstance): Promise<void> {
  const { db, bus, now, config } = app.ctx;
  const linkContext = { db, delivery: app.delivery, appUrl: config.delivery.appUrl };
  const actorOf = auditActor;

  const switchPractitioner =
    (active: boolean) => async (request: FastifyRequest<{ Params: { id: number } }>) => {
      const switched = await staff.setPractitionerActive(
        db,
        request.params.id,
        active,
        await actorOf(request),
        now(),
      );
      if (switched.endSessions) await endSessions({ db, bus }, { userId: switched.userId });
      return switched.view;
    };

  const switchWriter = (enabled: boolean) => async (request: FastifyRequest<{ Params: { id: number } }>) => {
    const switched = await staff.setWriterEnabled(
      db,
      request.params.id,
      enabled,
      await actorOf(request),
      now(),
    );
    if (switched.endSessions) await endSessions({ db, bus }, { userId: switched.userId });
    return switched.view;
  };

  // ---- the set-password link (public)
  const deadLinks = failureLimit(app, PASSWORD_LINK_FAILURE_LIMIT);
  /** Runs a link step under the failure limit: a 404 counts against the address. */
  const limited = async <T>(request: FastifyRequest, step: () => Promise<T>): Promise<T> => {
    const wait = await deadLinks.retryAfterMs(request);
    if (wait !== null) throw rateLimited(adminPeopleMessages.tooManyLinkAttempts, wait);
    try {
      return await step();
    } catch (error) {
      if (error instanceof HttpError && error.statusCode === 404) await deadLinks.fail(request);
      throw error;
    }
  };
  registerDomain(app, adminPeopleEndpoints, {
    // ---- patients
    adminPatients: async (request) => listPatients(db, request.query),
    adminPatient: async (request) => patientRecord(db, request.params.id, await actorOf(request), now()),
    // ---- practitioners
    adminPractitioners: async (request) => staff.listPractitioners(db, request.query, now()),
    adminPractitioner: async (request) => staff.practitionerById(db, request.params.id, now()),
    adminPractitionerDetails: async (request) => practitionerDetails(db, request.params.id, now()),
    createPractitioner: async (request) => {
      const made = await staff.createPractitioner(db, request.body, await actorOf(request), now());
      await emailPasswordLink(linkContext, made.user, made.token);
      return made.view;
    },
    updatePractitioner: async (request) => {
      const saved = await staff.updatePractitioner(
        db,
        request.params.id,
        request.body,
        await actorOf(request),
        now(),
      );
      // Sessions cache the user's columns (the email among them): every process forgets its copy.
      await userChanged({ bus }, saved.userId);
      return saved.view;
    },
    activatePractitioner: switchPractitioner(true),
    deactivatePractitioner: switchPractitioner(false),
    resendPractitionerLink: async (request) => {
      const practitioner = await staff.practitionerById(db, request.params.id, now());
      const made = await staff.newLinkFor(db, practitioner, await actorOf(request), now());
      await emailPasswordLink(linkContext, made.user, made.token);
      return { message: adminPeopleMessages.linkSent };
    },
    // ---- content writers
    adminContentWriters: async (request) => staff.listWriters(db, request.query, now()),
    createContentWriter: async (request) => {
      const made = await staff.createWriter(db, request.body, await actorOf(request), now());
      await emailPasswordLink(linkContext, made.user, made.token);
      return made.view;
    },
    disableContentWriter: switchWriter(false),
    enableContentWriter: switchWriter(true),
    resendContentWriterLink: async (request) => {
      const writer = await staff.writerById(db, request.params.id, now());
      const made = await staff.newLinkFor(
        db,
        { ...writer, userId: writer.id },
        await actorOf(request),
        now(),
      );
      await emailPasswordLink(linkContext, made.user, made.token);
      return { message: adminPeopleMessages.linkSent };
    },
    passwordLink: async (request) => limited(request, () => linkOwner(db, request.params.token, now())),
    setPassword: async (request) =>
      limited(request, async () => {
        const userId = await setPasswordWithLink(
          db,
          request.body.token,
          request.body.password,
          request.ip,
          now(),
        );
        // A link sent again to an account that had a password is a reset: whatever was signed in with it ends.
        await endSessions({ db, bus }, { userId });
        return { message: adminPeopleMessages.passwordSet };
      }),
  });
}
