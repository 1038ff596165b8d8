// Moments in named IANA time zones: the product's one set of formatters and conversions, shared
// with the screens ("Tue, 24 Nov 2026, 8:00 AM WAT").
import type { Locale } from '@academy/contract/rules/locales';
import { describeForReader } from '@academy/contract/rules/time-zones';
import { say } from '../i18n/messages';

export { describeMoment, ianaZoneName, instantIn, isoIn, isTimeZone, offsetAt, typedWallClock, wallClockIn } from '@academy/contract/rules/time-zones';

/** A moment as a notice tells it: in the reader's zone and language, the academy's beside it when it differs. */
export function momentForReader(instant: Date, readerZone: string | null, academyZone: string, locale: Locale): string {
  return describeForReader(instant, readerZone, academyZone, locale, (reader, academy) => say(locale, 'notice.moment.readerAndAcademy', { reader, academy }));
}
