import { useEffect, useState } from 'react';
import { call } from '@academy/shared/api/call';
import { browserTimeZone } from '@academy/shared/format/time-zones';

interface Zones {
  /** Profile's choice, null when none */
  chosen: string | null;
  academy: string | null;
}

let chosen: Promise<Zones> | null = null;

/** Forgets the zone read from Profile (after the user changes it). */
export function forgetReaderZone(): void {
  chosen = null;
}

function useZones(): Zones | null {
  const [zones, setZones] = useState<Zones | null>(null);
  useEffect(() => {
    let live = true;
    chosen ??= call('getNoticeSettings').then(
      (settings) => ({ chosen: settings.time_zone, academy: settings.academy_time_zone }),
      () => ({ chosen: null, academy: null }),
    );
    void chosen.then((value) => {
      if (live) setZones(value);
    });
    return () => {
      live = false;
    };
  }, []);
  return zones;
}

/** The zone the signed-in reader chose in Profile, else the browser's: the zone they read and type times in. */
export function useReaderTimeZone(): string {
  return useZones()?.chosen ?? browserTimeZone();
}

/** The academy's zone (ACADEMY_TIME_ZONE), once known: forms preview a typed moment in it. */
export function useAcademyTimeZone(): string | null {
  return useZones()?.academy ?? null;
}
