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

/** Join opens this long before a class starts. */
export const JOIN_OPENS_MINUTES_BEFORE = 15;

/** True from JOIN_OPENS_MINUTES_BEFORE minutes before the class starts until it ends. */
export function joinOpen(liveClass: Pick<LiveClass, 'starts_at' | 'duration'>, now: Date): boolean {
  const start = new Date(liveClass.starts_at).getTime();
  return now.getTime() >= start - JOIN_OPENS_MINUTES_BEFORE * 60_000 && now.getTime() < start + liveClass.duration * 60_000;
}
