import { useEffect, useState } from 'react';
import { getNoticeSettings } from '@academy/shared/api/notifications';
import { browserTimeZone } from '@academy/shared/format/time-zones';

let chosen: Promise<string | null> | null = null;

/** Forgets the zone read from Profile (after the user changes it). */
export function forgetReaderZone(): void {
  chosen = null;
}

/** The zone the signed-in reader chose in Profile, else the browser's. */
export function useReaderTimeZone(): string {
  const [zone, setZone] = useState(browserTimeZone);
  useEffect(() => {
    let live = true;
    chosen ??= getNoticeSettings().then(
      (settings) => settings.time_zone,
      () => null,
    );
    void chosen.then((value) => {
      if (live && value) setZone(value);
    });
    return () => {
      live = false;
    };
  }, []);
  return zone;
}
