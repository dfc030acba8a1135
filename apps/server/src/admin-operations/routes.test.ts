import { authMessages, buildPath, type HttpMethod, pathParamNames, routes } from '@telehealth/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestServer, type Role, roles, type TestServer } from '../test/server';

let h: TestServer<Role>;

beforeAll(async () => {
  h = await createTestServer({ dataDir: true, signIn: roles });
}, 60_000);

afterAll(async () => {
  await h?.close();
});

/** Every endpoint of the admin operations screens, as the table lists them. */
const operations = Object.entries(routes).filter(([, route]) => route.tag === 'admin operations');

function request(path: string, method: HttpMethod) {
  const url = buildPath(path, Object.fromEntries(pathParamNames(path).map((name) => [name, 1])));
  return method === 'GET' || method === 'DELETE' ? { method, url } : { method, url, payload: {} };
}

describe('admin operations endpoints', () => {
  it('are the ones the admin operations screens need, all for admins only, under /api/admin', () => {
    expect(operations.map(([name]) => name).sort()).toEqual(
      [
        'adminAppointments',
        'adminAssessments',
        'adminBookAppointment',
        'adminBookableAssessments',
        'adminCancelAppointment',
        'adminMedication',
        'adminMedicationVariant',
        'adminMedications',
        'adminPrescription',
        'adminPrescriptions',
        'adminRescheduleAppointment',
        'assignAssessment',
        'createMedication',
        'createMedicationVariant',
        'deleteMedicationVariant',
        'setMedicationVariantActive',
        'setPrescriptionStatus',
        'updateMedication',
        'updateMedicationVariant',
      ].sort(),
    );
    for (const [, route] of operations) {
      expect(route.access).toBe('admin');
      expect(route.path).toMatch(/^\/api\/admin\/(assessments|appointments|prescriptions|medications)(\/|$)/);
    }
  });

  it.each(operations)(
    '%s: 401 for a visitor, 403 for a practitioner, a writer and a patient',
    async (_name, route) => {
      const options = request(route.path, route.method);
      const anonymous = await h.as(null, options);
      expect(anonymous.statusCode).toBe(401);
      expect(anonymous.json().message).toBe(authMessages.notAuthenticated);
      for (const role of ['practitioner', 'writer', 'patient'] satisfies Role[]) {
        const response = await h.as(role, options);
        expect(response.statusCode, `${role} ${route.method} ${route.path}`).toBe(403);
        expect(response.json().message).toBe(authMessages.forbidden);
      }
      // The admin gets past the guard: an answer, a 400 for the empty body or a 404 for id 1, never 401 or 403.
      expect([401, 403]).not.toContain((await h.as('admin', options)).statusCode);
    },
  );
});
