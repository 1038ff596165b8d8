import type { LiveClass } from '@academy/shared/domain/types';

export interface SplitLiveClasses {
  upcoming: LiveClass[];
  past: LiveClass[];
}

const byDateTime = (a: LiveClass, b: LiveClass) => `${a.date} ${a.time}`.localeCompare(`${b.date} ${b.time}`);

/**
 * docs/requirements.md §4: a class is upcoming if its date is today or later (ascending); past if earlier than
 * today while its cohort has no end date or has not ended before today (descending).
 * `today` is an ISO date, compared as text.
 */
export function splitLiveClasses(classes: LiveClass[], today: string): SplitLiveClasses {
  const upcoming = classes.filter((c) => c.date >= today).sort(byDateTime);
  const past = classes.filter((c) => c.date < today && (!c.cla_cohort_end_date || c.cla_cohort_end_date >= today)).sort((a, b) => byDateTime(b, a));
  return { upcoming, past };
}
