// Moments shown in a named IANA time zone: "Tuesday 24 November 2026, 8:00 AM WAT".

const formats = new Map<string, Intl.DateTimeFormat>();

function format(key: string, make: () => Intl.DateTimeFormat): Intl.DateTimeFormat {
  let value = formats.get(key);
  if (!value) {
    value = make();
    formats.set(key, value);
  }
  return value;
}

/** The zone's offset at that moment as ISO-8601 wants it: '+01:00'. */
export function offsetAt(instant: Date, timeZone: string): string {
  const name = format(`offset ${timeZone}`, () => new Intl.DateTimeFormat('en', { timeZone, timeZoneName: 'longOffset' }))
    .formatToParts(instant)
    .find((part) => part.type === 'timeZoneName')!.value;
  return name.replace('GMT', '') || '+00:00';
}

/** The zone named at that moment: 'GMT', 'EST', or 'GMT+1 (Africa/Lagos)' where it has no short name. */
export function zoneName(instant: Date, timeZone: string): string {
  const short = format(`name ${timeZone}`, () => new Intl.DateTimeFormat('en-US', { timeZone, timeZoneName: 'short' }))
    .formatToParts(instant)
    .find((part) => part.type === 'timeZoneName')!.value;
  return /^GMT[+-]/.test(short) ? `${short} (${timeZone})` : short;
}

/** "Tuesday 24 November 2026, 8:00 AM WAT" */
export function describeMoment(instant: Date, timeZone: string): string {
  const day = format(
    `day ${timeZone}`,
    () => new Intl.DateTimeFormat('en-GB', { timeZone, weekday: 'long', day: 'numeric', month: 'long', year: 'numeric' }),
  ).format(instant);
  const time = format(`time ${timeZone}`, () => new Intl.DateTimeFormat('en-US', { timeZone, hour: 'numeric', minute: '2-digit' })).format(instant);
  return `${day.replace(',', '')}, ${time} ${zoneName(instant, timeZone)}`;
}

/** True for an IANA zone name this runtime knows. */
export function isTimeZone(value: string): boolean {
  try {
    new Intl.DateTimeFormat('en', { timeZone: value });
    return true;
  } catch {
    return false;
  }
}

function offsetMinutes(instant: Date, timeZone: string): number {
  const match = /^([+-])(\d\d):(\d\d)$/.exec(offsetAt(instant, timeZone));
  if (!match) return 0;
  return (match[1] === '-' ? -1 : 1) * (Number(match[2]) * 60 + Number(match[3]));
}

/** The moment a wall-clock date ('YYYY-MM-DD') and time ('HH:MM') are in the zone. */
export function instantIn(date: string, time: string, timeZone: string): Date {
  const asUtc = Date.parse(`${date}T${time.slice(0, 5)}:00Z`);
  // The offset at a first guess, then at the moment it gives: right across daylight-saving changes.
  const guess = new Date(asUtc - offsetMinutes(new Date(asUtc), timeZone) * 60_000);
  return new Date(asUtc - offsetMinutes(guess, timeZone) * 60_000);
}

/** ISO-8601 with the zone's offset: '2026-03-03T08:00:00+01:00'. */
export function isoIn(date: string, time: string, timeZone: string): string {
  return `${date}T${time.slice(0, 5)}:00${offsetAt(instantIn(date, time, timeZone), timeZone)}`;
}

/** The moment in the reader's zone, with the academy's time beside it when the zones differ. */
export function describeForReader(instant: Date, readerZone: string | null, academyZone: string): string {
  const academy = describeMoment(instant, academyZone);
  if (!readerZone || readerZone === academyZone) return academy;
  const reader = describeMoment(instant, readerZone);
  return reader === academy ? reader : `${reader} (${academy} at the academy)`;
}
