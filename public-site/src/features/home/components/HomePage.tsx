import { Link } from 'react-router-dom';
import { ACADEMY_NAME } from '../../../config/academy';
import { applyUrl } from '../../../app/apply-url';
import './HomePage.css';
import PageMeta from '../../../app/PageMeta';
import { useT } from '../../../i18n';
import { useLocalPath } from '@academy/shared/i18n/local-path';

const HIGHLIGHTS = [
  { to: '/programs', title: 'site.home.levels.title', text: 'site.home.levels.text' },
  { to: '/faculty', title: 'site.home.faculty.title', text: 'site.home.faculty.text' },
  { to: '/about', title: 'site.home.online.title', text: 'site.home.online.text' },
] as const;

export default function HomePage() {
  const t = useT();
  const localPath = useLocalPath();
  return (
    <div className="ps-page ps-home">
      <PageMeta title={ACADEMY_NAME} description={t('site.home.description')} />
      <section className="ps-home__hero" aria-labelledby="ps-home-title">
        <h1 id="ps-home-title" className="ps-home__title">
          {ACADEMY_NAME}
        </h1>
        <p className="ps-home__subtitle">{t('site.statement.subtitle')}</p>
        <p className="ps-home__tagline">{t('site.home.tagline')}</p>
        <a className="ps-button ps-home__apply" href={applyUrl()}>
          {t('site.home.apply')}
        </a>
      </section>
      <section aria-labelledby="ps-home-why">
        <h2 id="ps-home-why" className="ps-home__why">
          {t('site.home.why')}
        </h2>
        <ul className="ps-grid">
          {HIGHLIGHTS.map(({ to, title, text }) => (
            <li key={to} className="ps-card ps-home__highlight">
              <h3>
                <Link to={localPath(to)}>{t(title)}</Link>
              </h3>
              <p>{t(text)}</p>
            </li>
          ))}
        </ul>
      </section>
    </div>
  );
}
