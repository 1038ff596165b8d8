import { describeMoment } from '@academy/contract/rules/time-zones';
import { useLocale } from '@academy/shared/i18n/messages';
import { useReaderTimeZone } from '@academy/shared/notifications/reader-zone';

/**
 * A recorded moment (a submission, a mark, an invitation, an audit entry) as the signed-in reader
 * reads every time: in the zone they chose in Profile, else the browser's, with the zone named, and
 * written as the page's language writes a moment.
 */
export default function ReaderTime({ at }: { at: string }) {
  const zone = useReaderTimeZone();
  const locale = useLocale();
  return <time dateTime={at}>{describeMoment(new Date(at), zone, locale)}</time>;
}
