// Database chores the benches share: whether PostgreSQL answers, and the chat benches' users written straight into a
// migrated database (PGlite or PostgreSQL: the caller passes its own `exec` and `query`).
import { createHash, randomBytes } from 'node:crypto';
import pg from 'pg';

/** Whether a PostgreSQL server answers at `url` within 2 s. */
export async function postgresAnswers(url) {
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 2000 });
  try {
    await client.connect();
    await client.end();
    return true;
  } catch {
    return false;
  }
}

/**
 * `pairs` practitioners and as many patients, each pair linked by a paid assessment awaiting review (which lets them
 * chat), with a session each.
 * `db.exec(text)` runs several statements; `db.query(text)` answers `{ rows }`. Returns the people, two per pair,
 * each with `userId`, `partnerId` and the session `token` for the session cookie.
 */
export async function seedChatPairs(db, pairs) {
  await db.exec(`
    INSERT INTO users (email, password_hash, first_name, last_name, is_practitioner, role, email_verified)
      SELECT 'bench-prac-' || g || '@bench.invalid', 'bench-no-login', 'Prac', 'P' || g, true, 'practitioner', true
      FROM generate_series(1, ${Number(pairs)}) g;
    INSERT INTO practitioners (user_id, name)
      SELECT id, first_name || ' ' || last_name FROM users WHERE email LIKE 'bench-prac-%';
    INSERT INTO users (email, password_hash, first_name, last_name, role, email_verified)
      SELECT 'bench-pat-' || g || '@bench.invalid', 'bench-no-login', 'Pat', 'P' || g, 'patient', true
      FROM generate_series(1, ${Number(pairs)}) g;
    INSERT INTO assessments (type, patient_id, practitioner_id, status, paid)
      SELECT 'erectile_dysfunction', pat.id, pr.id, 'awaiting_review', true
      FROM users pat
      JOIN users pu ON pu.last_name = pat.last_name AND pu.email LIKE 'bench-prac-%'
      JOIN practitioners pr ON pr.user_id = pu.id
      WHERE pat.email LIKE 'bench-pat-%';
  `);
  const { rows } = await db.query(
    `SELECT pat.id AS patient, pu.id AS practitioner FROM users pat
     JOIN users pu ON pu.last_name = pat.last_name AND pu.email LIKE 'bench-prac-%'
     WHERE pat.email LIKE 'bench-pat-%' ORDER BY pat.id`,
  );
  const people = [];
  for (const row of rows) {
    people.push({ userId: row.patient, partnerId: row.practitioner });
    people.push({ userId: row.practitioner, partnerId: row.patient });
  }
  const values = people.map((person) => {
    person.token = randomBytes(32).toString('base64url');
    const hash = createHash('sha256').update(person.token).digest('hex');
    return `('${hash}', ${Number(person.userId)}, now() + interval '12 hours')`;
  });
  await db.exec(`INSERT INTO sessions (token_hash, user_id, expires_at) VALUES ${values.join(',')};`);
  return people;
}
