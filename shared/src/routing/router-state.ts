/**
 * Router state arrives as `unknown`: a reload or an address typed by hand brings none, and an older
 * tab may bring another shape. Its readers check each field, starting with this.
 */
export function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null;
}
