import { Link } from 'react-router-dom';
import { formatLongDate } from '@academy/shared/format/dates';
import { ACCOUNT_PATHS } from '@academy/shared/routing/account-routes';
import { ACADEMY_NAME } from '../../../config/academy';
import './ProgramsPage.css';
import PageMeta from '../../../app/PageMeta';
import { INTAKES_CONTENT } from '../../../app/intakes';
import { usePageContent } from '../../../app/page-data';
import { applyUrl } from '../../../app/apply-url';
import { useT } from '../../../i18n';
import { useContentLanguage, usePageLanguage } from '../../../app/use-page-language';
import { useLocalPath } from '@academy/shared/i18n/local-path';

const PROGRAMS = [
  { level: 1, name: 'site.programs.level1.name', text: 'site.programs.level1.text' },
  { level: 2, name: 'site.programs.level2.name', text: 'site.programs.level2.text' },
  { level: 3, name: 'site.programs.level3.name', text: 'site.programs.level3.text' },
] as const;

export default function ProgramsPage() {
  const t = useT();
  return (
    <div className="ps-page ps-programs">
      <PageMeta title={`${t('site.nav.programs')} | ${ACADEMY_NAME}`} description={t('site.programs.description')} />
      <h1 className="ps-page__title">{t('site.programs.title')}</h1>
      <p className="ps-page__lead">{t('site.programs.lead')}</p>
      <ul className="ps-grid ps-programs__list">
        {PROGRAMS.map(({ level, name, text }) => (
          <li key={name} className="ps-card ps-programs__card">
            <p className="ps-programs__level">{t('site.programs.level', { level })}</p>
            <h2 className="ps-programs__name">{t(name)}</h2>
            <p>{t(text)}</p>
          </li>
        ))}
      </ul>
      <NextStep />
    </div>
  );
}

/** The open intakes (name, start date) and one next step: Apply, and Sign up while sign-up is open. */
function NextStep() {
  const t = useT();
  const locale = usePageLanguage();
  const localPath = useLocalPath();
  const content = useContentLanguage();
  const { state } = usePageContent(INTAKES_CONTENT);
  const intakes = state.status === 'ready' ? state.data : null;
  return (
    <section className="ps-card ps-programs__next" aria-labelledby="ps-programs-next">
      <h2 id="ps-programs-next">{t('site.programs.next')}</h2>
      {state.status === 'loading' && <p role="status">{t('site.programs.loading')}</p>}
      {intakes && intakes.cohorts.length === 0 && <p>{t('site.programs.noIntake')}</p>}
      {intakes && intakes.cohorts.length > 0 && (
        <ul className="ps-programs__intakes">
          {intakes.cohorts.map((cohort) => (
            <li key={cohort.id}>
              <strong {...content}>{cohort.name}</strong>:{' '}
              {cohort.start_date ? t('site.programs.starts', { date: formatLongDate(cohort.start_date, locale) ?? '' }) : t('site.programs.noDate')}
            </li>
          ))}
        </ul>
      )}
      <p className="ps-programs__actions">
        <a className="ps-button" href={applyUrl()}>
          {t('site.programs.apply')}
        </a>
        {intakes?.sign_up_open && (
          <> {t('site.programs.signUp', { link: <Link to={localPath(ACCOUNT_PATHS.account)}>{t('site.programs.signUpLink')}</Link> })}</>
        )}
      </p>
    </section>
  );
}
