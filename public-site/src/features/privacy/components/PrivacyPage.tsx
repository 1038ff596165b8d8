import { Link } from 'react-router-dom';
import { ACADEMY_NAME, CONTACT_EMAIL } from '../../../config/academy';
import PageMeta from '../../../app/PageMeta';
import { useT } from '../../../i18n';
import { useLocalPath } from '@academy/shared/i18n/local-path';

/** What the academy stores, each kind named and then described. */
const STORED = [
  { name: 'site.privacy.accountName', text: 'site.privacy.account' },
  { name: 'site.privacy.studiesName', text: 'site.privacy.studies' },
  { name: 'site.privacy.noticesName', text: 'site.privacy.notices' },
  { name: 'site.privacy.sessionsName', text: 'site.privacy.sessions' },
  { name: 'site.privacy.messagesName', text: 'site.privacy.messages' },
] as const;

/** What the academy keeps about people, why, for how long and whom to ask (docs/product-decisions.md, People's own data). */
export default function PrivacyPage() {
  const t = useT();
  const localPath = useLocalPath();
  return (
    <div className="ps-page">
      <PageMeta title={`${t('site.privacy.title')} | ${ACADEMY_NAME}`} description={t('site.privacy.description')} />
      <h1 className="ps-page__title">{t('site.privacy.heading')}</h1>
      <p className="ps-page__lead">{t('site.privacy.lead')}</p>
      <section aria-labelledby="privacy-what">
        <h2 id="privacy-what">{t('site.privacy.what')}</h2>
        <ul>
          {STORED.map(({ name, text }) => (
            <li key={name}>{t(text, { name: <strong>{t(name)}</strong> })}</li>
          ))}
        </ul>
        <p>{t('site.privacy.noSale')}</p>
      </section>
      <section aria-labelledby="privacy-how-long">
        <h2 id="privacy-how-long">{t('site.privacy.howLong')}</h2>
        <p>{t('site.privacy.kept')}</p>
      </section>
      <section aria-labelledby="privacy-your-choices">
        <h2 id="privacy-your-choices">{t('site.privacy.choices')}</h2>
        <p>{t('site.privacy.choicesText', { download: <strong>{t('site.privacy.download')}</strong>, delete: <strong>{t('site.privacy.delete')}</strong> })}</p>
      </section>
      <section aria-labelledby="privacy-ask">
        <h2 id="privacy-ask">{t('site.privacy.ask')}</h2>
        <p>
          {t('site.privacy.askText', {
            email: <a href={`mailto:${CONTACT_EMAIL}`}>{CONTACT_EMAIL}</a>,
            form: <Link to={localPath('/contact')}>{t('site.privacy.form')}</Link>,
          })}
        </p>
      </section>
    </div>
  );
}
