/** A positive whole id from a route parameter, or null for anything else (the page then says 'not found'). */
export function routeId(value: string | undefined): number | null {
  if (!value || !/^\d{1,10}$/.test(value)) return null;
  const id = Number(value);
  return id > 0 && id <= 2_147_483_647 ? id : null;
}
