import { practitionerAvailability } from '../db/schema';
import type { SeedContext } from './context';
import type { SeededPractitioners } from './practitioners';

const hours = (from: number, to: number) => ({ startMinute: from * 60, endMinute: to * 60 });
const weekdays = [1, 2, 3, 4, 5];

/** Weekly hours in each practitioner's own timezone (their user's `timezone`, Sydney in the demo). */
export async function seedAvailability({ db }: SeedContext, { sarah, james, priya }: SeededPractitioners) {
  await db.insert(practitionerAvailability).values([
    ...weekdays.map((weekday) => ({ practitionerId: sarah.id, weekday, ...hours(9, 17) })),
    ...[...weekdays, 6].flatMap((weekday) => [
      { practitionerId: james.id, weekday, ...hours(8, 12) },
      { practitionerId: james.id, weekday, ...hours(13, 18) },
    ]),
    ...weekdays.map((weekday) => ({ practitionerId: priya.id, weekday, ...hours(10, 14) })),
  ]);
}
