// A bench fixture, not the demo: 10,000 patients with assessments, payments and appointments in proportion,
// spread over the last year, written straight into a migrated database with bulk INSERT … SELECT generate_series
// (one statement per table, a second or two on PGlite). Every row is marked `bench` so it is easy to tell apart.
//
//   per 10,000 patients: 20 practitioners, 15,000 assessments (1.5 a patient), about 10,000 payments (one per paid
//   assessment, 3 % of them refunded, plus 500 failed), 5,000 appointments (one per two patients).

const firstNames = [
  'Olivia',
  'Jack',
  'Charlotte',
  'Noah',
  'Amelia',
  'William',
  'Isla',
  'Oliver',
  'Mia',
  'Leo',
];
const lastNames = [
  'Smith',
  'Jones',
  'Williams',
  'Brown',
  'Wilson',
  'Taylor',
  'Nguyen',
  'Martin',
  'Lee',
  'Patel',
];

const textArray = (values) => `array[${values.map((value) => `'${value}'`).join(', ')}]`;

/** The fixture's statements for `patients` patients (a multiple of 2 keeps the proportions exact). */
export function fixtureSql(patients = 10_000) {
  const practitioners = Math.max(1, Math.round(patients / 500));
  const assessments = Math.round(patients * 1.5);
  const appointments = Math.round(patients / 2);
  return `
    -- ${practitioners} practitioners, each with an account.
    insert into users (email, password_hash, first_name, last_name, role, is_practitioner, email_verified, created_at)
      select 'bench-practitioner-' || g || '@bench.invalid', 'bench-no-login',
        'Bench', 'Practitioner ' || lpad(g::text, 3, '0'), 'practitioner', true, true, now() - interval '400 days'
      from generate_series(1, ${practitioners}) g;
    insert into practitioners (user_id, name, is_active)
      select id, 'Dr ' || first_name || ' ' || last_name, true from users
      where email like 'bench-practitioner-%' order by id;

    -- ${patients} patients: ten first names by ten last names, a mobile number each, joined over the last year.
    insert into users (email, password_hash, first_name, last_name, phone, role, email_verified, created_at, updated_at)
      select 'bench-patient-' || g || '@bench.invalid', 'bench-no-login',
        (${textArray(firstNames)})[1 + g % 10], (${textArray(lastNames)})[1 + (g / 10) % 10],
        '04' || lpad((10000000 + g)::text, 8, '0'), 'patient', true,
        now() - (g % 365) * interval '1 day', now() - (g % 365) * interval '1 day'
      from generate_series(1, ${patients}) g;

    -- ${assessments} assessments over the last year: 10 % drafts, 10 % awaiting payment, 10 % awaiting review,
    -- 5 % in review, 50 % approved, 15 % declined (a third of those by a red flag, before paying).
    create temporary table bench_patients as
      select id, row_number() over (order by id) as n from users where email like 'bench-patient-%';
    create temporary table bench_practitioners as
      select id, row_number() over (order by id) as n from practitioners
      where user_id in (select id from users where email like 'bench-practitioner-%');
    insert into assessments (type, patient_id, status, paid, fee_cents, practitioner_id, created_at, submitted_at,
        decided_at, updated_at)
      select
        (array['erectile_dysfunction', 'weight_loss', 'contraception'])[1 + g % 3],
        p.id, s.status,
        s.status in ('awaiting_review', 'in_review', 'approved') or (s.status = 'declined' and g % 3 <> 0),
        4950,
        case when s.status in ('in_review', 'approved', 'declined') then pr.id end,
        t.started,
        case when s.status <> 'draft' then t.started + interval '12 minutes' end,
        case when s.status in ('approved', 'declined') then t.started + interval '1 day' end,
        t.started
      from generate_series(1, ${assessments}) g
      join bench_patients p on p.n = 1 + (g - 1) % ${patients}
      join bench_practitioners pr on pr.n = 1 + g % ${practitioners}
      cross join lateral (select case
          when g % 20 < 2 then 'draft' when g % 20 < 4 then 'pending_payment' when g % 20 < 6 then 'awaiting_review'
          when g % 20 < 7 then 'in_review' when g % 20 < 17 then 'approved' else 'declined' end as status) s
      cross join lateral (select now() - ((g * 7919) % 525600) * interval '1 minute' as started) t;

    -- One payment per paid assessment, taken five minutes after it was submitted; 3 % refunded since.
    insert into payments (user_id, assessment_id, amount_cents, subtotal_cents, status, provider, provider_ref,
        description, created_at, updated_at, paid_at)
      select a.patient_id, a.id, a.fee_cents, a.fee_cents,
        case when a.id % 33 = 0 then 'refunded' else 'succeeded' end,
        'bench', 'bench-' || a.id, 'Assessment',
        a.submitted_at + interval '5 minutes', a.submitted_at + interval '5 minutes',
        a.submitted_at + interval '5 minutes'
      from assessments a join bench_patients p on p.id = a.patient_id
      where a.paid;
    -- And 500 declined cards, never paid.
    insert into payments (user_id, amount_cents, subtotal_cents, status, provider, provider_ref, failure_message,
        created_at, updated_at)
      select p.id, 4950, 4950, 'failed', 'bench', 'bench-failed-' || g, 'Your card was declined.',
        now() - g * interval '17 hours', now() - g * interval '17 hours'
      from generate_series(1, ${Math.round(patients / 20)}) g
      join bench_patients p on p.n = g;

    -- ${appointments} appointments, one every 97 minutes from a year ago (so no practitioner is booked twice at
    -- once): those still ahead scheduled, the past ones completed, cancelled, rescheduled or missed.
    insert into appointments (patient_id, practitioner_id, starts_at, duration_minutes, status, created_at, updated_at)
      select p.id, pr.id, t.starts, 15,
        case when t.starts > now() then 'scheduled'
          when g % 10 < 7 then 'completed' when g % 10 < 8 then 'cancelled' when g % 10 < 9 then 'rescheduled'
          else 'no_show' end,
        t.starts - interval '3 days', t.starts - interval '3 days'
      from generate_series(1, ${appointments}) g
      join bench_patients p on p.n = 1 + (g * 2 - 1) % ${patients}
      join bench_practitioners pr on pr.n = 1 + g % ${practitioners}
      cross join lateral (select date_trunc('hour', now()) - interval '330 days' + g * interval '97 minutes' as starts) t;

    drop table bench_patients;
    drop table bench_practitioners;
    analyze;
  `;
}

/**
 * Writes the fixture into a migrated database (a PGlite instance or anything with `exec(sql)`), in one transaction,
 * and answers how many rows of each kind it holds afterwards.
 */
export async function insertFixture10k(db, { patients = 10_000 } = {}) {
  await db.exec(`begin;\n${fixtureSql(patients)}\ncommit;`);
  const { rows } = await db.query(`
    select
      (select count(*) from users where role = 'patient')::int as patients,
      (select count(*) from practitioners)::int as practitioners,
      (select count(*) from assessments)::int as assessments,
      (select count(*) from payments)::int as payments,
      (select count(*) from appointments)::int as appointments`);
  return rows[0];
}
