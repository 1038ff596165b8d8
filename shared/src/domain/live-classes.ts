import { wallClockIn } from '@academy/contract/rules/time-zones';
import type { LiveClass } from '@academy/shared/domain/types';

export interface SplitLiveClasses {
  upcoming: LiveClass[];
  past: LiveClass[];
}

const byDateTime = (a: LiveClass, b: LiveClass) => `${a.date} ${a.time}`.localeCompare(`${b.date} ${b.time}`);

/**
 * docs/requirements.md §4: a class is upcoming if its date is today or later (ascending); past if earlier than
 * today while its cohort has no end date or has not ended before today (descending). A class's date
 * is the academy's day (in its `time_zone`), and so is "today" at `now`: not the reader's day, which
 * in Tokyo is already tomorrow while the academy's evening class is still to come.
 */
export function splitLiveClasses(classes: LiveClass[], now: Date): SplitLiveClasses {
  const todayOf = ({ time_zone: zone }: LiveClass) => wallClockIn(now, zone).date;
  const upcoming = classes.filter((c) => c.date >= todayOf(c)).sort(byDateTime);
  const past = classes.filter((c) => c.date < todayOf(c) && (!c.cla_cohort_end_date || c.cla_cohort_end_date >= todayOf(c))).sort((a, b) => byDateTime(b, a));
  return { upcoming, past };
}
