// Weekly series of live classes, by wall-clock time in the zone they were typed in: 18:30 in a zone
// with daylight saving stays 18:30 there across its change (the moment moves by an hour).
import { instantIn, wallClockIn } from '@academy/contract/rules/time-zones';

const MINUTE = 60_000;
const WEEK_MINUTES = 7 * 24 * 60;

type WallClock = { date: string; time: string };

function minutesOf({ date, time }: WallClock): number {
  return Date.parse(`${date}T${time.slice(0, 5)}:00Z`) / MINUTE;
}

/** A wall-clock date and time moved by minutes on the calendar, no zone involved. */
export function shiftWallClock(wallClock: WallClock, minutes: number): WallClock {
  const iso = new Date((minutesOf(wallClock) + minutes) * MINUTE).toISOString();
  return { date: iso.slice(0, 10), time: iso.slice(11, 16) };
}

/** The moments of `weeks` classes, one a week from the date, each at the time in the zone. */
export function weeklyMoments(first: WallClock, timeZone: string, weeks: number): Date[] {
  return Array.from({ length: weeks }, (_, week) => {
    const { date, time } = shiftWallClock(first, week * WEEK_MINUTES);
    return instantIn(date, time, timeZone);
  });
}

/**
 * A later class of a series moved as its earlier one was: by the same wall-clock change (from `from`, the
 * earlier one as typed before, to `to`, as typed now), read in the zone it is typed in now.
 */
export function movedAlike(later: { starts_at: Date; typed_time_zone: string }, from: WallClock, to: WallClock, timeZone: string): Date {
  const shifted = shiftWallClock(wallClockIn(later.starts_at, later.typed_time_zone), minutesOf(to) - minutesOf(from));
  return instantIn(shifted.date, shifted.time, timeZone);
}
