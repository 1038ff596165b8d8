// Moments in named IANA time zones, for the screens and the API alike: shown in the reader's own
// zone with the zone named ("Tue, 3 Mar 2026" and "7:00 AM GMT", plus the academy's time beside it
// when the zones differ), in the reader's language, and a date and time typed in one zone turned
// into the moment.

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

// a formatter costs far more to make than to use (a screen of dates makes hundreds): one per language and options
const formats = new Map<string, Intl.DateTimeFormat>();

/** Intl's formatter for `locale` and `options`, made once. */
export function dateTimeFormat(locale: string, options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  const key = `${locale} ${JSON.stringify(options)}`;
  let value = formats.get(key);
  if (!value) {
    value = new Intl.DateTimeFormat(locale, options);
    formats.set(key, value);
  }
  return value;
}

/** The zone as a reader knows it: 'EST', or an offset with the zone's own name, 'GMT+1 (Africa/Lagos)' (an offset names no place). */
function namedZone(short: string, timeZone: string): string {
  return /\p{Nd}/u.test(short) ? `${short} (${ianaZoneName(timeZone)})` : short;
}

interface MomentParts {
  /** 'Tue, 3 Mar 2026' */
  date: string;
  /** '7:00 AM GMT' */
  time: string;
  /** 'GMT', or 'GMT+1 (Africa/Lagos)' */
  zone: string;
  /** 'Tue, 3 Mar 2026, 7:00 AM GMT' */
  moment: string;
}

const DAY = { weekday: 'short', day: 'numeric', month: 'short', year: 'numeric' } as const;
const TIME = { hour: 'numeric', minute: '2-digit', timeZoneName: 'short' } as const;

/** English as the product has always written it: the day as in Britain, the time as in America. */
function englishParts(instant: Date, timeZone: string): MomentParts {
  const day = Object.fromEntries(
    dateTimeFormat('en-GB', { timeZone, ...DAY })
      .formatToParts(instant)
      .map((part) => [part.type, part.value]),
  );
  const time = dateTimeFormat('en-US', { timeZone, hour: 'numeric', minute: '2-digit' }).format(instant);
  const short =
    dateTimeFormat('en-US', { timeZone, timeZoneName: 'short' })
      .formatToParts(instant)
      .find((p) => p.type === 'timeZoneName')?.value ?? timeZone;
  const zone = namedZone(short, timeZone);
  const date = `${day.weekday}, ${day.day} ${day.month} ${day.year}`;
  return { date, time: `${time} ${zone}`, zone, moment: `${date}, ${time} ${zone}` };
}

/** Another language as it writes a moment (Intl's own order and words), the zone named as in English. */
function localParts(instant: Date, timeZone: string, locale: string): MomentParts {
  const named = (options: Intl.DateTimeFormatOptions) =>
    dateTimeFormat(locale, { timeZone, ...options })
      .formatToParts(instant)
      .map((part) => (part.type === 'timeZoneName' ? { ...part, value: namedZone(part.value, timeZone) } : part));
  const text = (parts: Intl.DateTimeFormatPart[]) => parts.map((part) => part.value).join('');
  const time = named(TIME);
  return {
    date: text(named(DAY)),
    time: text(time),
    zone: time.find((part) => part.type === 'timeZoneName')?.value ?? timeZone,
    moment: text(named({ ...DAY, ...TIME })),
  };
}

/** English and its pseudo-locale (en-XA) write dates in the product's own English forms; other languages as Intl does. */
export function writesEnglish(locale: string): boolean {
  return /^en\b/.test(locale);
}

/** The moment's parts in a zone, in a language ('en', or a language and region Intl knows: 'fr'). */
function parts(instant: Date, timeZone: string, locale: string): MomentParts {
  return writesEnglish(locale) ? englishParts(instant, timeZone) : localParts(instant, timeZone, locale);
}

export interface ReaderMoment {
  /** 'Tue, 3 Mar 2026' in the reader's zone */
  date: string;
  /** '7:00 AM GMT' in the reader's zone */
  time: string;
  /** '8:00 AM GMT+1 (Africa/Lagos)' when the academy's zone differs, else null */
  academyTime: string | null;
}

export function readerMoment(startsAt: string, readerZone: string, academyZone: string, locale = 'en'): ReaderMoment {
  const instant = new Date(startsAt);
  const reader = parts(instant, readerZone, locale);
  const academy = parts(instant, academyZone, locale);
  const same = reader.time === academy.time && reader.date === academy.date;
  return { date: reader.date, time: reader.time, academyTime: same ? null : academy.date === reader.date ? academy.time : academy.moment };
}

/** 'Tue, 3 Mar 2026, 7:00 AM GMT': one moment in one zone, named, in `locale` (mails and the API's texts use it too). */
export function describeMoment(instant: Date, timeZone: string, locale = 'en'): string {
  return parts(instant, timeZone, locale).moment;
}

/** '7:00 AM GMT': the time of day of a moment in one zone, named, in `locale` (for a moment of today). */
export function describeTime(instant: Date, timeZone: string, locale = 'en'): string {
  return parts(instant, timeZone, locale).time;
}

/**
 * The moment in the reader's zone (the academy's when they chose none), in `locale`, with the
 * academy's beside it when they differ: `beside` words the two in the reader's language.
 */
export function describeForReader(
  instant: Date,
  readerZone: string | null,
  academyZone: string,
  locale: string,
  beside: (reader: string, academy: string) => string,
): string {
  const academy = describeMoment(instant, academyZone, locale);
  if (!readerZone || readerZone === academyZone) return academy;
  const reader = describeMoment(instant, readerZone, locale);
  return reader === academy ? reader : beside(reader, academy);
}

/**
 * Classes of a weekly series that one reader reads at the same weekday and time in their zone, in
 * their language. A series reads as one run, or as several where a daylight-saving change of one
 * zone shifts it, or where a class was moved alone.
 */
export interface WeeklyRun {
  /** 'Thursday' */
  weekday: string;
  /** '6:30 PM GMT+5:30 (Asia/Kolkata)': the zone named */
  time: string;
  /** 'Thu, 3 Dec 2026': the run's first class */
  first: string;
  last: string;
  count: number;
}

/** The classes' starts (in order) as runs of one weekday and time in `timeZone`, in order. */
export function weeklyRuns(starts: Date[], timeZone: string, locale = 'en'): WeeklyRun[] {
  const runs: (WeeklyRun & { clock: string })[] = [];
  for (const instant of starts) {
    const weekday = dateTimeFormat(locale, { timeZone, weekday: 'long' }).format(instant);
    const { date, time } = parts(instant, timeZone, locale);
    const clock = `${weekday} ${wallClockIn(instant, timeZone).time}`;
    const run = runs.at(-1);
    if (run?.clock === clock) Object.assign(run, { last: date, count: run.count + 1 });
    else runs.push({ clock, weekday, time, first: date, last: date, count: 1 });
  }
  return runs.map(({ clock: _clock, ...run }) => run);
}

/** A due moment as every screen shows it: 'Fri, 27 Nov 2026, 11:59 PM GMT+8 (Asia/Manila)'; null without one. */
export function formatDue(dueAt: string | null | undefined, readerZone: string, locale = 'en'): string | null {
  return dueAt ? describeMoment(new Date(dueAt), readerZone, locale) : null;
}

/** The zone's offset at that moment as ISO-8601 wants it: '+01:00'. */
export function offsetAt(instant: Date, timeZone: string): string {
  const name = dateTimeFormat('en', { timeZone, timeZoneName: 'longOffset' })
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
    dateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit', hour: '2-digit', minute: '2-digit', hourCycle: 'h23' })
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

/** What a form says of a date and time typed in one zone, each part in the page's language. */
export interface TypedMoment {
  /** The zone typed in, named as at that moment: 'GMT+5:30 (Asia/Kolkata)' */
  zone: string;
  /** The same moment in the reader's zone when it differs from the one typed in, else null */
  reader: string | null;
  /** The same moment in the academy's zone when it differs from the one typed in, else null */
  academy: string | null;
}

/** A form's date ('YYYY-MM-DD') and time ('HH:MM', seconds allowed) are both typed in whole. */
export function wholeWallClock(date: string, time: string): boolean {
  return /^\d{4}-\d{2}-\d{2}$/.test(date) && /^\d{2}:\d{2}/.test(time);
}

/**
 * A form's date and time typed in `typedIn`: the zone named, and the moment in the reader's and
 * the academy's zones where they differ (only once a whole date and time are typed).
 */
export function typedMoment(date: string, time: string, typedIn: string, elsewhere: { reader: string; academy: string | null }, locale = 'en'): TypedMoment {
  const complete = wholeWallClock(date, time);
  const moment = complete ? instantIn(date, time, typedIn) : new Date();
  const inZone = (zone: string | null) => (complete && zone && zone !== typedIn ? describeMoment(moment, zone, locale) : null);
  return { zone: parts(moment, typedIn, locale).zone, reader: inZone(elsewhere.reader), academy: inZone(elsewhere.academy) };
}
