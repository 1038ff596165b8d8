import { listUndeliveredMail } from '@academy/shared/api/admin';
import { browserTimeZone, readerMoment } from '@academy/shared/format/time-zones';
import { useAsyncData } from '@academy/shared/hooks/use-async-data';
import LoadFailed from '@academy/shared/ui/LoadFailed';

const LOAD_FAILED = 'Failed to load the mail that could not be delivered.';

function when(failedAt: string): string {
  const zone = browserTimeZone();
  const moment = readerMoment(failedAt, zone, zone);
  return `${moment.date}, ${moment.time}`;
}

/**
 * Mail the mail server refused for good (an address that does not exist): it is not tried again,
 * so the administrator sees the address and the server's reply and can correct the account or
 * invitation. Nothing shows while there is none.
 */
export default function UndeliveredMailSection() {
  const mail = useAsyncData(listUndeliveredMail, LOAD_FAILED, []);
  if (mail.state.status === 'failed') return <LoadFailed message={LOAD_FAILED} onRetry={mail.reload} />;
  if (mail.state.status !== 'ready' || mail.state.data.length === 0) return null;
  return (
    <section aria-labelledby="fd-admin-undelivered-title">
      <h2 id="fd-admin-undelivered-title">Mail that could not be delivered</h2>
      <p>The mail server refused these addresses and will not be asked again. Correct the address, then send the mail again.</p>
      <div className="fd-admin__scroll" tabIndex={0} role="region" aria-label="Mail that could not be delivered, scrolls sideways">
        <table className="table fd-admin__table">
          <caption className="visually-hidden">Mail that could not be delivered</caption>
          <thead>
            <tr>
              <th scope="col">To</th>
              <th scope="col">Subject</th>
              <th scope="col">Server&apos;s reply</th>
              <th scope="col">When</th>
            </tr>
          </thead>
          <tbody>
            {mail.state.data.map((item) => (
              <tr key={item.id}>
                <th scope="row">{item.to}</th>
                <td>{item.subject}</td>
                <td className="fd-admin__values">{item.reason}</td>
                <td>{when(item.failed_at)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </section>
  );
}
