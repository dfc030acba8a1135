import { useParams } from 'react-router';

/** The largest id a row can have: PostgreSQL's `integer`. */
const largestId = 2_147_483_647;

/**
 * The route parameter `name` as a row id, or null when the address holds none: missing, not a whole number, 0, or
 * larger than any row id. A page shows its own 'not found' for null, and asks the API for nothing.
 */
export function useIdParam(name: string): number | null {
  return idOf(useParams()[name]);
}

/** A route parameter as a row id, or null (see `useIdParam`). */
export function idOf(value: string | undefined): number | null {
  if (!value || !/^\d{1,10}$/.test(value)) return null;
  const id = Number(value);
  return id > 0 && id <= largestId ? id : null;
}
