import type { SortDirection } from '@telehealth/contract';
import { type AnyColumn, type SQL, sql } from 'drizzle-orm';
import { users } from '../db/schema';

/**
 * What every admin operations list shares (docs/product/admin.md): the page's window, the order by the asked column
 * with the id as the tiebreak (so a page never repeats or skips a row), and free-text matching of people by name and
 * email.
 */

/** `%`, `_` and `\` match themselves in a LIKE pattern. */
export const escapeLike = (value: string) => value.replace(/[\\%_]/g, (match) => `\\${match}`);

/** A case-insensitive substring pattern for `ilike`. */
export const containing = (text: string) => `%${escapeLike(text)}%`;

/** The user's name as one lower-cased string, to sort and search by. */
export const userName = (table: typeof users = users) =>
  sql<string>`lower(${table.firstName} || ' ' || ${table.lastName})`;

/** A user whose name or email contains `text`. */
export function personMatches(text: string, table: typeof users = users): SQL {
  const pattern = containing(text);
  return sql`(${userName(table)} like lower(${pattern}) or lower(${table.email}) like lower(${pattern}))`;
}

/** The position of a status in its workflow, so that sorting by status follows the flow, not the alphabet. */
export const flowOrder = (column: AnyColumn, values: readonly string[]) =>
  sql`array_position(array[${sql.join(
    values.map((value) => sql`${value}`),
    sql`, `,
  )}]::text[], ${column})`;

/** `order by <column> <dir> nulls last, <id> <dir>`. */
export function orderOf(column: AnyColumn | SQL, dir: SortDirection, id: AnyColumn): SQL[] {
  const direction = sql.raw(dir === 'asc' ? 'asc' : 'desc');
  return [sql`${column} ${direction} nulls last`, sql`${id} ${direction}`];
}

/** The page's rows window. */
export const windowOf = (query: { page: number; pageSize: number }) => ({
  limit: query.pageSize,
  offset: (query.page - 1) * query.pageSize,
});

/** Digits alone are an id the admin typed into the search box. */
export const typedId = (text: string | undefined): number | null =>
  text && /^\d{1,9}$/.test(text) ? Number(text) : null;

/** The person's display name. */
export const fullName = (person: { firstName: string; lastName: string }) =>
  `${person.firstName} ${person.lastName}`.trim();

/** A list's answer: the page's rows as items, and how many rows the filters match. */
export async function tablePageOf<Row, Item>(
  query: { page: number; pageSize: number },
  rows: PromiseLike<Row[]>,
  total: PromiseLike<{ n: number }[]>,
  toItems: (rows: Row[]) => Item[] | Promise<Item[]>,
): Promise<{ items: Item[]; total: number; page: number; pageSize: number }> {
  const [found, [counted]] = await Promise.all([rows, total]);
  return {
    items: await toItems(found),
    total: Number(counted?.n ?? 0),
    page: query.page,
    pageSize: query.pageSize,
  };
}
