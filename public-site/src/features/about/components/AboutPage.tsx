import { Link } from 'react-router-dom';
import { ACADEMY_NAME } from '../../../config/academy';
import './AboutPage.css';
import PageMeta from '../../../app/PageMeta';
import { useT } from '../../../i18n';
import { useLocalPath } from '@academy/shared/i18n/local-path';

export default function AboutPage() {
  const t = useT();
  const localPath = useLocalPath();
  return (
    <div className="ps-page ps-about">
      <PageMeta title={`${t('site.nav.about')} | ${ACADEMY_NAME}`} description={t('site.about.description')} />
      <h1 className="ps-page__title">{t('site.about.title')}</h1>
      <p className="ps-page__lead">
        {t('site.about.lead')} {t('site.statement.freeFirstYear')}
      </p>
      <div className="ps-about__statements">
        <section className="ps-card ps-about__statement" aria-labelledby="ps-about-mission">
          <h2 id="ps-about-mission">{t('site.about.mission')}</h2>
          <p>{t('site.statement.mission')}</p>
        </section>
        <section className="ps-card ps-about__statement" aria-labelledby="ps-about-vision">
          <h2 id="ps-about-vision">{t('site.about.vision')}</h2>
          <p>{t('site.statement.vision')}</p>
        </section>
      </div>
      <section aria-labelledby="ps-about-program">
        <h2 id="ps-about-program">{t('site.about.program')}</h2>
        <p>{t('site.about.programText')}</p>
        <p>
          <Link to={localPath('/programs')}>{t('site.about.seePrograms')}</Link>
        </p>
      </section>
    </div>
  );
}
