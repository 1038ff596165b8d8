/**
 * Two days ('YYYY-MM-DD'): a course's or a cohort's, or the audit filter's. The end may be the
 * start's day or later, never earlier. A missing date (a cohort's are optional) leaves nothing to
 * compare.
 */
export function endsBeforeStart(start: string | null | undefined, end: string | null | undefined): boolean {
  return Boolean(start && end && end < start);
}
