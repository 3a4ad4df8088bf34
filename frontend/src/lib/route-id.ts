/** The numeric id in a route parameter (/runs/:runId), or null when it is missing or not a positive whole number. */
export function routeId(param: string | undefined): number | null {
  const id = Number(param);
  return Number.isInteger(id) && id > 0 ? id : null;
}
