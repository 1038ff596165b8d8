import { ACADEMY_NAME } from '../../../config/academy';
import ContactForm from './ContactForm';
import PageMeta from '../../../app/PageMeta';
import { useT } from '../../../i18n';

export default function ContactPage() {
  const t = useT();
  return (
    <div className="ps-page">
      <PageMeta title={`${t('site.contact.title')} | ${ACADEMY_NAME}`} description={t('site.contact.description')} />
      <h1 className="ps-page__title">{t('site.contact.heading')}</h1>
      <p className="ps-page__lead">{t('site.contact.lead')}</p>
      <ContactForm />
    </div>
  );
}
