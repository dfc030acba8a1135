import { adminSummary, contentWriterSummary, practitionerSummary, routes } from '@telehealth/contract';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestServer, type Role, roles, type TestServer } from './test/server';

let server: TestServer<Role>;
let app: FastifyInstance;
let sids: Record<Role, string>;

beforeAll(async () => {
  server = await createTestServer({ signIn: roles });
  ({ app, sids } = server);
});

afterAll(async () => {
  await server?.close();
});

function get(url: string, role?: Role) {
  return app.inject({ method: 'GET', url, cookies: role ? { sid: sids[role] } : {} });
}

const matrix: { url: string; allowed: Role[]; refused: Role[] }[] = [
  { url: routes.adminSummary.path, allowed: ['admin'], refused: ['practitioner', 'writer', 'patient'] },
  {
    url: routes.practitionerSummary.path,
    allowed: ['practitioner', 'admin'],
    refused: ['writer', 'patient'],
  },
  // Admins are not content writers by flag; the contract's canAccess keeps them out.
  {
    url: routes.contentWriterSummary.path,
    allowed: ['writer'],
    refused: ['admin', 'practitioner', 'patient'],
  },
];

describe.each(matrix)('GET $url', ({ url, allowed, refused }) => {
  it('answers 401 when anonymous', async () => {
    const response = await get(url);
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({ message: 'Not authenticated' });
  });

  it.each(refused)('answers 403 to a %s', async (role) => {
    const response = await get(url, role);
    expect(response.statusCode).toBe(403);
    expect(response.json()).toEqual({
      message: 'You do not have permission to do this',
      errorType: 'forbidden',
    });
  });

  it.each(allowed)('answers 200 to a %s', async (role) => {
    expect((await get(url, role)).statusCode).toBe(200);
  });
});

describe('summary contents (seeded data, clock at the seed instant)', () => {
  it('gives the admin real counts', async () => {
    const body = adminSummary.parse((await get(routes.adminSummary.path, 'admin')).json());
    expect(body).toEqual({
      patients: 12,
      practitioners: 3,
      activePractitioners: 2,
      assessmentsByStatus: {
        draft: 3,
        pending_payment: 4,
        awaiting_review: 4,
        in_review: 3,
        approved: 4,
        declined: 3,
      },
      upcomingAppointments: 4,
      prescriptions: 4,
      newContactSubmissions: 2,
    });
  });

  it('gives the practitioner the review queue count and their own appointments', async () => {
    const body = practitionerSummary.parse(
      (await get(routes.practitionerSummary.path, 'practitioner')).json(),
    );
    // The queue (docs/product/practitioner.md): the seed's 4 paid assessments awaiting review, whoever they are
    // assigned to, as the queue lists them; and the 2 Dr Chen is reviewing, as 'In review by me' lists them.
    expect(body).toEqual({
      pendingAssessments: 4,
      inReviewByMe: 2,
      upcomingAppointments: 2,
      unreadMessages: 3,
    });
  });

  it('gives an admin without a practitioner profile zeros', async () => {
    const body = practitionerSummary.parse((await get(routes.practitionerSummary.path, 'admin')).json());
    expect(body).toEqual({
      pendingAssessments: 0,
      inReviewByMe: 0,
      upcomingAppointments: 0,
      unreadMessages: 0,
    });
  });

  it('gives the content writer article counts by status', async () => {
    const body = contentWriterSummary.parse((await get(routes.contentWriterSummary.path, 'writer')).json());
    expect(body).toEqual({ totalArticles: 12, articlesByStatus: { draft: 1, published: 10, archived: 1 } });
  });
});
