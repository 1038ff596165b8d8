import { useEndpoint } from '@academy/shared/api/queries';
import LoadFailed from '@academy/shared/ui/LoadFailed';
import ReaderTime from '@academy/shared/ui/ReaderTime';

const LOAD_FAILED = 'Failed to load the mail that could not be delivered.';

/**
 * Mail the mail server refused for good (an address that does not exist): it is not tried again,
 * so the administrator sees the address and the server's reply and can correct the account or
 * invitation. Nothing shows while there is none.
 */
export default function UndeliveredMailSection() {
  const mail = useEndpoint('listUndeliveredMail', {}, { failureToast: LOAD_FAILED });
  if (mail.isError) return <LoadFailed message={LOAD_FAILED} onRetry={() => void mail.refetch()} />;
  if (!mail.data?.length) return null;
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
            {mail.data.map((item) => (
              <tr key={item.id}>
                <th scope="row">{item.to}</th>
                <td>{item.subject}</td>
                <td className="fd-admin__values">{item.reason}</td>
                <td>
                  <ReaderTime at={item.failed_at} />
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </section>
  );
}
