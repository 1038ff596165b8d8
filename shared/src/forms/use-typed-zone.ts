import { useState } from 'react';
import { typedMoment, typedWallClock } from '@academy/contract/rules/time-zones';
import { useLocale, useT } from '@academy/shared/i18n/messages';
import { useAcademyTimeZone, useReaderTimeZone } from '@academy/shared/notifications/reader-zone';

/**
 * A form's date and time are typed in the person's own zone (Profile's, else the browser's), or in
 * `fixedZone` when given (an edited class keeps the zone it was scheduled in): the zone to send
 * with them and the hint that names it and previews the moment in the reader's zone and at the
 * academy. When Profile's zone arrives after the form opened in the browser's, `move` gets the same
 * moment re-read in it, so nothing typed or prefilled changes meaning.
 */
export function useTypedZone(
  date: string,
  time: string,
  move: (wallClock: { date: string; time: string }) => void,
  fixedZone?: string,
): { zone: string; hint: string } {
  const t = useT();
  const locale = useLocale();
  const reader = useReaderTimeZone();
  const academy = useAcademyTimeZone();
  const [typedIn, setTypedIn] = useState(reader);
  if (!fixedZone && typedIn !== reader) {
    setTypedIn(reader);
    if (date && time) move(typedWallClock(date, time, typedIn, reader));
  }
  const zone = fixedZone ?? reader;
  const moment = typedMoment(date, time, zone, { reader, academy }, locale);
  const hint = [
    fixedZone ? t('forms.typedZone.scheduled', { zone: moment.zone }) : t('forms.typedZone.yours', { zone: moment.zone }),
    moment.reader && t('forms.typedZone.readerTime', { moment: moment.reader }),
    moment.academy && t('forms.typedZone.academy', { moment: moment.academy }),
  ];
  return { zone, hint: hint.filter(Boolean).join(' ') };
}
