import { Link } from 'react-router-dom';
import { ACADEMY_NAME } from '../../../config/academy';
import { FACULTY_CONTENT } from '../faculty';
import FacultyPortrait from './FacultyPortrait';
import UntranslatedNote from '@academy/shared/ui/UntranslatedNote';
import './faculty.css';
import PageMeta from '../../../app/PageMeta';
import PageContentView from '../../../app/PageContentView';
import { usePageContent } from '../../../app/page-data';
import { useT } from '../../../i18n';
import { contentLang, useContentLanguage } from '../../../app/use-page-language';
import { useLocalPath } from '@academy/shared/i18n/local-path';

/** The faculty grid; also served at the footer's /facaulty spelling. */
export default function FacultyPage() {
  const t = useT();
  const localPath = useLocalPath();
  const content = useContentLanguage();
  const { state, retry } = usePageContent(FACULTY_CONTENT);
  return (
    <div className="ps-page ps-faculty">
      <PageMeta title={`${t('site.faculty.title')} | ${ACADEMY_NAME}`} description={t('site.faculty.description')} />
      <h1 className="ps-page__title">{t('site.faculty.heading')}</h1>
      <p className="ps-page__lead">{t('site.faculty.lead')}</p>
      <PageContentView
        state={state}
        retry={retry}
        loadingLabel={t('site.faculty.loading')}
        shape="cards"
        failedMessage={t('site.faculty.failed')}
        empty={{ title: t('site.faculty.empty'), hint: t('site.faculty.emptyHint') }}
      >
        {(members) => (
          <>
            <UntranslatedNote items={members} text={t('site.content.untranslated')} />
            <ul className="ps-grid ps-faculty__grid">
              {members.map((member) => (
                <li key={member.id} className="ps-card ps-faculty__card">
                  <FacultyPortrait member={member} className="ps-faculty__card-image" />
                  <div className="ps-faculty__card-body">
                    <h2 className="ps-faculty__card-name" {...content} dir="auto">
                      <Link to={localPath(`/faculty/${member.slug}`)} className="ps-faculty__card-link">
                        {member.name}
                      </Link>
                    </h2>
                    <p className="ps-faculty__role" {...contentLang(member)} dir="auto">
                      {member.title}
                    </p>
                  </div>
                </li>
              ))}
            </ul>
          </>
        )}
      </PageContentView>
    </div>
  );
}
