import { useState } from 'react';
import { typedTimeHint, typedWallClock } from '@academy/contract/rules/time-zones';
import { useAcademyTimeZone, useReaderTimeZone } from '@academy/shared/notifications/reader-zone';

/**
 * A form's date and time are typed in the person's own zone (Profile's, else the browser's): the
 * zone to send with them and the hint that names it and previews the moment at the academy. When
 * Profile's zone arrives after the form opened in the browser's, `move` gets the same moment
 * re-read in it, so nothing typed or prefilled changes meaning.
 */
export function useTypedZone(date: string, time: string, move: (wallClock: { date: string; time: string }) => void): { zone: string; hint: string } {
  const zone = useReaderTimeZone();
  const academy = useAcademyTimeZone();
  const [typedIn, setTypedIn] = useState(zone);
  if (typedIn !== zone) {
    setTypedIn(zone);
    if (date && time) move(typedWallClock(date, time, typedIn, zone));
  }
  return { zone, hint: typedTimeHint(date, time, zone, academy) };
}
