import { Link } from 'react-router-dom';
import type { FacultyMember } from '@academy/shared/domain/types';
import { splitParagraphs } from '@academy/shared/format/paragraphs';
import { ACADEMY_NAME } from '../../../config/academy';
import { FACULTY_MEMBER_CONTENT } from '../faculty';
import FacultyPortrait from './FacultyPortrait';
import UntranslatedNote from '@academy/shared/ui/UntranslatedNote';
import './faculty.css';
import { useNotFoundStatus } from '../../../app/page-status';
import PageMeta from '../../../app/PageMeta';
import PageContentView from '../../../app/PageContentView';
import { usePageContent } from '../../../app/page-data';
import { useT } from '../../../i18n';
import { contentLang, useContentLanguage } from '../../../app/use-page-language';
import { useLocalPath } from '@academy/shared/i18n/local-path';

function BackLink() {
  const t = useT();
  const localPath = useLocalPath();
  return (
    <p className="ps-faculty__back">
      <Link to={localPath('/faculty')}>{t('site.faculty.back')}</Link>
    </p>
  );
}

function MissingMember() {
  useNotFoundStatus();
  const t = useT();
  return (
    <>
      <PageMeta title={`${t('site.notFound.title')} | ${ACADEMY_NAME}`} description={t('site.notFound.description')} />
      <h1 className="ps-page__title ps-faculty__missing">{t('site.faculty.missing')}</h1>
      <BackLink />
    </>
  );
}

function MemberDetail({ member }: { member: FacultyMember }) {
  const t = useT();
  const content = useContentLanguage();
  return (
    <>
      <PageMeta title={`${member.name} | ${ACADEMY_NAME}`} description={`${member.name}, ${member.title}`} />
      <BackLink />
      <article className="ps-faculty__detail">
        <FacultyPortrait member={member} className="ps-faculty__detail-image" />
        <div>
          {/* its direction its own, as its role and biography below: a Latin name stands where they do on an Arabic page */}
          <h1 className="ps-page__title" {...content} dir="auto">
            {member.name}
          </h1>
          <UntranslatedNote items={[member]} text={t('site.content.untranslated')} />
          <div {...contentLang(member)} dir="auto">
            <p className="ps-faculty__role ps-faculty__detail-role">{member.title}</p>
            {splitParagraphs(member.biography).map((paragraph, index) => (
              <p key={index}>{paragraph}</p>
            ))}
          </div>
        </div>
      </article>
    </>
  );
}

export default function FacultyDetailPage() {
  const t = useT();
  const { state, retry } = usePageContent(FACULTY_MEMBER_CONTENT);
  return (
    <div className="ps-page ps-faculty">
      <PageContentView state={state} retry={retry} loadingLabel={t('site.faculty.memberLoading')} shape="detail" failedMessage={t('site.faculty.memberFailed')}>
        {(member) => (member ? <MemberDetail member={member} /> : <MissingMember />)}
      </PageContentView>
    </div>
  );
}
