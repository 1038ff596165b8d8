import { useEndpoint } from '@academy/shared/api/queries';
import LoadFailed from '@academy/shared/ui/LoadFailed';
import ReaderTime from '@academy/shared/ui/ReaderTime';
import { useT } from './i18n';
import ScrollTable from './ScrollTable';

/**
 * Mail the mail server refused for good (an address that does not exist): it is not tried again,
 * so the administrator sees the address and the server's reply and can correct the account or
 * invitation. Nothing shows while there is none.
 */
export default function UndeliveredMailSection() {
  const t = useT();
  const loadFailed = t('undelivered.loadFailed');
  const mail = useEndpoint('listUndeliveredMail', {}, { failureToast: loadFailed });
  if (mail.isError) return <LoadFailed message={loadFailed} onRetry={() => void mail.refetch()} />;
  if (!mail.data?.length) return null;
  return (
    <section aria-labelledby="fd-admin-undelivered-title">
      <h2 id="fd-admin-undelivered-title">{t('undelivered.title')}</h2>
      <p>{t('undelivered.intro')}</p>
      <ScrollTable label={t('undelivered.title')} columns={[t('undelivered.to'), t('undelivered.subject'), t('undelivered.reply'), t('undelivered.when')]}>
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
      </ScrollTable>
    </section>
  );
}
