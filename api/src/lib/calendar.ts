// Calendar dates as 'YYYY-MM-DD' strings, computed in the academy's time zone.

// Building an Intl.DateTimeFormat costs far more than formatting with one, and every request asks for today.
const dayFormats = new Map<string, Intl.DateTimeFormat>();

// Formatting still costs microseconds, and under load many requests ask within the same second. Every
// zone's offset is a whole number of seconds, so its day never changes within a second: the day of
// the last second asked is kept per zone.
const lastDays = new Map<string, { second: number; day: string }>();

/** Today's date in the given IANA time zone. */
export function todayIn(timeZone: string, now: Date = new Date()): string {
  const second = Math.floor(now.getTime() / 1000);
  const last = lastDays.get(timeZone);
  if (last?.second === second) return last.day;
  let format = dayFormats.get(timeZone);
  if (!format) {
    // en-CA formats as YYYY-MM-DD.
    format = new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' });
    dayFormats.set(timeZone, format);
  }
  const day = format.format(now);
  lastDays.set(timeZone, { second, day });
  return day;
}

export function addDays(date: string, days: number): string {
  const [year, month, day] = date.split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(year, month - 1, day + days)).toISOString().slice(0, 10);
}
