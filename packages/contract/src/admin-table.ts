import { z } from 'zod';
import { pageNumber } from './assessments/wire';

/**
 * The admin lists share one shape on the wire, so that one data-table primitive (`@telehealth/ui`
 * DataTable) drives them all: the server pages, sorts and filters; the client only says what it wants.
 *
 * Query: `page` (from 1), `pageSize` (1 to 100, 20 unless set), `sort` (one of the list's own sortable columns)
 * and `dir` (`asc` or `desc`), plus each list's own filters. Answer: `{ items, total, page, pageSize }`.
 */
export const ADMIN_PAGE_SIZE = 20;
export const ADMIN_MAX_PAGE_SIZE = 100;

export const sortDirections = ['asc', 'desc'] as const;
export type SortDirection = (typeof sortDirections)[number];

const pageSizeMessage = `Page size must be a whole number from 1 to ${ADMIN_MAX_PAGE_SIZE}.`;

export const pageSize = z.coerce
  .number({ error: pageSizeMessage })
  .int({ message: pageSizeMessage })
  .min(1, { message: pageSizeMessage })
  .max(ADMIN_MAX_PAGE_SIZE, { message: pageSizeMessage })
  .default(ADMIN_PAGE_SIZE);

export const sortDirection = z.enum(sortDirections, { error: 'Sort direction must be asc or desc.' });

/**
 * The paging and sorting part of a list's query, for the columns `sortable` names; `defaultSort` when none is
 * asked for. Spread it into the list's own query object with its filters.
 */
export function tableQuery<const Column extends string>(
  sortable: readonly [Column, ...Column[]],
  defaults: { sort: NoInfer<Column>; dir: SortDirection },
) {
  return {
    page: pageNumber,
    pageSize,
    sort: z.enum(sortable, { error: `Sort by one of: ${sortable.join(', ')}.` }).default(defaults.sort),
    dir: sortDirection.default(defaults.dir),
  };
}

/** A page of a list: its rows, how many rows match the filters, and which page this is. */
export function tablePage<Item extends z.ZodType>(item: Item) {
  return z.object({
    items: z.array(item),
    total: z.number().int().nonnegative(),
    page: z.number().int().positive(),
    pageSize: z.number().int().positive(),
  });
}

/** An optional free-text filter from the query string: trimmed, at most 100 characters, absent when blank. */
export const searchText = z
  .string()
  .trim()
  .max(100, { message: 'Search for 100 characters or fewer.' })
  .optional()
  .transform((value) => (value ? value : undefined));

const isoDate = /^\d{4}-\d{2}-\d{2}$/;
const dateMessage = 'Use a date as YYYY-MM-DD.';

/** Whether `value` names a day that exists: `Date.parse` rolls 2026-02-30 over to 2 March instead of refusing it. */
function isCalendarDate(value: string): boolean {
  const time = Date.parse(`${value}T00:00:00Z`);
  return !Number.isNaN(time) && new Date(time).toISOString().slice(0, 10) === value;
}

/** A calendar date (`YYYY-MM-DD`) from the query string. */
export const queryDate = z.string().regex(isoDate, { message: dateMessage }).refine(isCalendarDate, {
  message: dateMessage,
});
