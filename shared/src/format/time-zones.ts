// Moments in the reader's own time zone, with the zone named: "Tue, 3 Mar 2026" and
// "7:00 AM GMT", plus the academy's time beside it when the zones differ.

/** The browser's IANA zone. */
export function browserTimeZone(): string {
  return Intl.DateTimeFormat().resolvedOptions().timeZone;
}

function parts(instant: Date, timeZone: string) {
  const day = Object.fromEntries(
    new Intl.DateTimeFormat('en-GB', { timeZone, weekday: 'short', day: 'numeric', month: 'short', year: 'numeric' })
      .formatToParts(instant)
      .map((part) => [part.type, part.value]),
  );
  const time = new Intl.DateTimeFormat('en-US', { timeZone, hour: 'numeric', minute: '2-digit' }).format(instant);
  const short =
    new Intl.DateTimeFormat('en-US', { timeZone, timeZoneName: 'short' }).formatToParts(instant).find((p) => p.type === 'timeZoneName')?.value ?? timeZone;
  // 'GMT+1' names no place: add the zone's own name
  const zone = /^GMT[+-]/.test(short) ? `${short} (${timeZone})` : short;
  return { date: `${day.weekday}, ${day.day} ${day.month} ${day.year}`, time: `${time} ${zone}` };
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
  return { ...reader, academyTime: same ? null : academy.date === reader.date ? academy.time : `${academy.date}, ${academy.time}` };
}
