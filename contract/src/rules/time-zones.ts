// Moments in named IANA time zones, for the screens and the API alike: shown in the reader's own
// zone with the zone named ("Tue, 3 Mar 2026" and "7:00 AM GMT", plus the academy's time beside it
// when the zones differ), and a date and time typed in one zone turned into the moment.

/**
 * Zones IANA has renamed that the browsers' and Node's time zone data (ICU) still report and list by
 * their old names: a reader in Kolkata would read "Asia/Calcutta", one in Kyiv "Europe/Kiev". Both
 * names work as input everywhere; these are the names shown and stored.
 */
const RENAMED_ZONES: Readonly<Record<string, string>> = {
  'Africa/Asmera': 'Africa/Asmara',
  'America/Buenos_Aires': 'America/Argentina/Buenos_Aires',
  'America/Catamarca': 'America/Argentina/Catamarca',
  'America/Coral_Harbour': 'America/Atikokan',
  'America/Cordoba': 'America/Argentina/Cordoba',
  'America/Godthab': 'America/Nuuk',
  'America/Indianapolis': 'America/Indiana/Indianapolis',
  'America/Jujuy': 'America/Argentina/Jujuy',
  'America/Louisville': 'America/Kentucky/Louisville',
  'America/Mendoza': 'America/Argentina/Mendoza',
  'Asia/Calcutta': 'Asia/Kolkata',
  'Asia/Katmandu': 'Asia/Kathmandu',
  'Asia/Rangoon': 'Asia/Yangon',
  'Asia/Saigon': 'Asia/Ho_Chi_Minh',
  'Atlantic/Faeroe': 'Atlantic/Faroe',
  'Europe/Kiev': 'Europe/Kyiv',
  'Pacific/Enderbury': 'Pacific/Kanton',
  'Pacific/Ponape': 'Pacific/Pohnpei',
  'Pacific/Truk': 'Pacific/Chuuk',
};

/** The zone's current IANA name: 'Asia/Kolkata' for 'Asia/Calcutta'; any other name as it is. */
export function ianaZoneName(timeZone: string): string {
  return RENAMED_ZONES[timeZone] ?? timeZone;
}

/** Every zone the runtime knows, by current name and in order, for a picker (empty where the runtime cannot list them). */
export function knownTimeZones(): string[] {
  if (typeof Intl.supportedValuesOf !== 'function') return [];
  return Intl.supportedValuesOf('timeZone').map(ianaZoneName).sort();
}

let browserZone: string | null = null;

/** The browser's IANA zone, read once: each read makes a formatter, which costs a slow phone milliseconds. */
export function browserTimeZone(): string {
  browserZone ??= ianaZoneName(Intl.DateTimeFormat().resolvedOptions().timeZone);
  return browserZone;
}

// a formatter costs far more to make than to use (a screen of dates makes hundreds): one per zone and form
const formats = new Map<string, Intl.DateTimeFormat>();

function format(key: string, make: () => Intl.DateTimeFormat): Intl.DateTimeFormat {
  let value = formats.get(key);
  if (!value) {
    value = make();
    formats.set(key, value);
  }
  return value;
}

function parts(instant: Date, timeZone: string) {
  const day = Object.fromEntries(
    format(`day ${timeZone}`, () => new Intl.DateTimeFormat('en-GB', { timeZone, weekday: 'short', day: 'numeric', month: 'short', year: 'numeric' }))
      .formatToParts(instant)
      .map((part) => [part.type, part.value]),
  );
  const time = format(`time ${timeZone}`, () => new Intl.DateTimeFormat('en-US', { timeZone, hour: 'numeric', minute: '2-digit' })).format(instant);
  const short =
    format(`zone ${timeZone}`, () => new Intl.DateTimeFormat('en-US', { timeZone, timeZoneName: 'short' }))
      .formatToParts(instant)
      .find((p) => p.type === 'timeZoneName')?.value ?? timeZone;
  // 'GMT+1' names no place: add the zone's own name
  const zone = /^GMT[+-]/.test(short) ? `${short} (${ianaZoneName(timeZone)})` : short;
  return { date: `${day.weekday}, ${day.day} ${day.month} ${day.year}`, time: `${time} ${zone}`, zone };
}

export interface ReaderMoment {
  /** 'Tue, 3 Mar 2026' in the reader's zone */
  date: string;
  /** '7:00 AM GMT' in the reader's zone */
  time: string;
  /** '8:00 AM GMT+1 (Africa/Lagos)' when the academy's zone differs, else null */
  academyTime: string | null;
}

export function readerMoment(startsAt: string, readerZone: string, academyZone: string): ReaderMoment {
  const instant = new Date(startsAt);
  const reader = parts(instant, readerZone);
  const academy = parts(instant, academyZone);
  const same = reader.time === academy.time && reader.date === academy.date;
  return { date: reader.date, time: reader.time, academyTime: same ? null : academy.date === reader.date ? academy.time : `${academy.date}, ${academy.time}` };
}

/** 'Tue, 3 Mar 2026, 7:00 AM GMT': one moment in one zone, named (mails and the API's texts use it too). */
export function describeMoment(instant: Date, timeZone: string): string {
  const { date, time } = parts(instant, timeZone);
  return `${date}, ${time}`;
}

/** The moment in the reader's zone (the academy's when they chose none), with the academy's beside it when they differ. */
export function describeForReader(instant: Date, readerZone: string | null, academyZone: string): string {
  const academy = describeMoment(instant, academyZone);
  if (!readerZone || readerZone === academyZone) return academy;
  const reader = describeMoment(instant, readerZone);
  return reader === academy ? reader : `${reader} (${academy} at the academy)`;
}

/** A due moment as every screen shows it: 'Fri, 27 Nov 2026, 11:59 PM GMT+8 (Asia/Manila)'; null without one. */
export function formatDue(dueAt: string | null | undefined, readerZone: string): string | null {
  return dueAt ? describeMoment(new Date(dueAt), readerZone) : null;
}

/** The zone named for a form: 'GMT+1 (Africa/Lagos)' or 'EST' at that moment (now by default). */
function zoneLabel(timeZone: string, at: Date = new Date()): string {
  return parts(at, timeZone).zone;
}

/** The zone's offset at that moment as ISO-8601 wants it: '+01:00'. */
export function offsetAt(instant: Date, timeZone: string): string {
  const name = format(`offset ${timeZone}`, () => new Intl.DateTimeFormat('en', { timeZone, timeZoneName: 'longOffset' }))
    .formatToParts(instant)
    .find((part) => part.type === 'timeZoneName')!.value;
  return name.replace('GMT', '') || '+00:00';
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

/** The wall-clock date ('YYYY-MM-DD') and time ('HH:MM') of a moment in the zone. */
export function wallClockIn(instant: Date, timeZone: string): { date: string; time: string } {
  const parts = Object.fromEntries(
    format(
      `wall ${timeZone}`,
      () =>
        new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit', hour: '2-digit', minute: '2-digit', hourCycle: 'h23' }),
    )
      .formatToParts(instant)
      .map((part) => [part.type, part.value]),
  );
  return { date: `${parts.year}-${parts.month}-${parts.day}`, time: `${parts.hour}:${parts.minute}` };
}

/** A date and time typed in `typedIn` (default: the zone itself), as the same moment reads in `timeZone`. */
export function typedWallClock(date: string, time: string, typedIn: string | undefined, timeZone: string): { date: string; time: string } {
  if (!typedIn || typedIn === timeZone) return { date, time: time.slice(0, 5) };
  return wallClockIn(instantIn(date, time, typedIn), timeZone);
}

/** ISO-8601 with the zone's offset: '2026-03-03T08:00:00+01:00'. */
export function isoIn(date: string, time: string, timeZone: string): string {
  return `${date}T${time.slice(0, 5)}:00${offsetAt(instantIn(date, time, timeZone), timeZone)}`;
}

/** The hint under a form's time: the zone it is typed in and, when the academy's differs, the moment there. */
export function typedTimeHint(date: string, time: string, typedIn: string, academyZone: string | null): string {
  const complete = /^\d{4}-\d{2}-\d{2}$/.test(date) && /^\d{2}:\d{2}/.test(time);
  const moment = complete ? instantIn(date, time, typedIn) : new Date();
  const zone = `In your time zone, ${zoneLabel(typedIn, moment)}.`;
  if (!complete || !academyZone || academyZone === typedIn) return zone;
  return `${zone} At the academy: ${describeMoment(moment, academyZone)}.`;
}
