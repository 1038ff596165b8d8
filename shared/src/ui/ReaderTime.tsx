import { describeMoment } from '@academy/contract/rules/time-zones';
import { useReaderTimeZone } from '@academy/shared/notifications/reader-zone';

/**
 * A recorded moment (a submission, a mark, an invitation, an audit entry) as the signed-in reader
 * reads every time: in the zone they chose in Profile, else the browser's, with the zone named.
 */
export default function ReaderTime({ at }: { at: string }) {
  const zone = useReaderTimeZone();
  return <time dateTime={at}>{describeMoment(new Date(at), zone)}</time>;
}
