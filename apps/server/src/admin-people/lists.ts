import { phoneSearchSpellings, type SortDirection } from '@telehealth/contract';
import { type AnyColumn, asc, desc, inArray, or, type SQL, sql } from 'drizzle-orm';
import { users } from '../db/schema';

/**
 * What the three people lists share: the text search and the sort orders, written so that PostgreSQL can walk an
 * index and stop at the page (`users_name_idx` for the name, `users_email_lower_idx` for the email).
 */

/** `%text%` for LIKE, with the text's own wildcards taken literally. */
export function containsPattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (match) => `\\${match}`)}%`;
}

/**
 * A person whose name or email contains the text, or, when the text reads as a phone number and `phoneColumns` are
 * given, whose phone is stored in any spelling of it: '0412 345 678' and '+61412345678' find the same patient,
 * whichever of the two was stored. A phone number is looked up as one (no name or email holds it), and a single
 * word is matched against each column rather than the joined full name, which every row would have to build.
 */
export function personMatches(text: string, phoneColumns: AnyColumn[] = []): SQL | undefined {
  const spellings = phoneColumns.length > 0 ? phoneSearchSpellings(text) : [];
  if (spellings.length > 0) return or(...phoneColumns.map((column) => inArray(column, spellings)));
  const pattern = containsPattern(text.toLowerCase());
  const contains = (value: SQL | AnyColumn) => sql`lower(${value}) like ${pattern}`;
  const name = /\s/.test(text)
    ? [contains(sql`${users.firstName} || ' ' || ${users.lastName}`)]
    : [contains(users.firstName), contains(users.lastName)];
  return or(...name, contains(users.email));
}

/** The ORDER BY of a people list; the id last, so pages never overlap when values tie. */
export function peopleOrder(
  sort: 'name' | 'email' | 'createdAt',
  dir: SortDirection,
  createdAt: AnyColumn = users.createdAt,
): SQL[] {
  const by = dir === 'asc' ? asc : desc;
  switch (sort) {
    case 'name':
      return [by(users.lastName), by(users.firstName), by(users.id)];
    case 'email':
      return [by(sql`lower(${users.email})`), by(users.id)];
    case 'createdAt':
      return [by(createdAt), by(users.id)];
  }
}

/** The rows to skip for a page. */
export const offsetOf = (query: { page: number; pageSize: number }) => (query.page - 1) * query.pageSize;
