import { Link } from 'react-router-dom';
import { ACADEMY_NAME } from '../../../config/academy';
import { FAQ_CONTENT } from '../faq';
import FaqAccordion from './FaqAccordion';
import UntranslatedNote from '@academy/shared/ui/UntranslatedNote';
import PageMeta from '../../../app/PageMeta';
import PageContentView from '../../../app/PageContentView';
import { usePageContent } from '../../../app/page-data';
import { useT } from '../../../i18n';
import { useLocalPath } from '@academy/shared/i18n/local-path';

export default function FaqPage() {
  const t = useT();
  const localPath = useLocalPath();
  const { state, retry } = usePageContent(FAQ_CONTENT);
  return (
    <div className="ps-page">
      <PageMeta title={`${t('site.faq.title')} | ${ACADEMY_NAME}`} description={t('site.faq.description')} />
      <h1 className="ps-page__title">{t('site.faq.heading')}</h1>
      <p className="ps-page__lead">{t('site.faq.lead', { link: <Link to={localPath('/contact')}>{t('site.faq.leadLink')}</Link> })}</p>
      <PageContentView
        state={state}
        retry={retry}
        loadingLabel={t('site.faq.loading')}
        shape="list"
        failedMessage={t('site.faq.failed')}
        empty={{ title: t('site.faq.empty'), hint: t('site.faq.emptyHint') }}
      >
        {(items) => (
          <>
            <UntranslatedNote items={items} text={t('site.content.untranslated')} />
            <FaqAccordion items={items} />
          </>
        )}
      </PageContentView>
    </div>
  );
}
