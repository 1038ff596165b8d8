// What a failed statement's error says, for the callers that answer one case in their own words.

/** PostgreSQL's code for a unique constraint that refused a row (two writers racing, a name taken). */
const UNIQUE_VIOLATION = '23505';

export function isUniqueViolation(err: unknown): boolean {
  return typeof err === 'object' && err !== null && (err as { code?: unknown }).code === UNIQUE_VIOLATION;
}
