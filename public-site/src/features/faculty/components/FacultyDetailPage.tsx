import { Link } from 'react-router-dom';
import type { FacultyMember } from '@academy/shared/domain/types';
import { splitParagraphs } from '@academy/shared/format/paragraphs';
import { ACADEMY_NAME } from '../../../config/academy';
import { FACULTY_MEMBER_CONTENT } from '../faculty';
import FacultyPortrait from './FacultyPortrait';
import './faculty.css';
import { useNotFoundStatus } from '../../../app/page-status';
import PageMeta from '../../../app/PageMeta';
import PageContentView from '../../../app/PageContentView';
import { usePageContent } from '../../../app/page-data';

function BackLink() {
  return (
    <p className="ps-faculty__back">
      <Link to="/faculty">← Back to faculty</Link>
    </p>
  );
}

function MissingMember() {
  useNotFoundStatus();
  return (
    <>
      <PageMeta title={`Faculty | ${ACADEMY_NAME}`} description="faculty member not found" />
      <h1 className="ps-page__title ps-faculty__missing">faculty member not found</h1>
      <BackLink />
    </>
  );
}

function MemberDetail({ member }: { member: FacultyMember }) {
  return (
    <>
      <PageMeta title={`${member.name} | ${ACADEMY_NAME}`} description={`${member.name}, ${member.title}`} />
      <BackLink />
      <article className="ps-faculty__detail">
        <FacultyPortrait member={member} className="ps-faculty__detail-image" />
        <div>
          <h1 className="ps-page__title">{member.name}</h1>
          <p className="ps-faculty__role ps-faculty__detail-role">{member.title}</p>
          {splitParagraphs(member.biography).map((paragraph, index) => (
            <p key={index}>{paragraph}</p>
          ))}
        </div>
      </article>
    </>
  );
}

export default function FacultyDetailPage() {
  const { state, retry } = usePageContent(FACULTY_MEMBER_CONTENT);
  return (
    <div className="ps-page ps-faculty">
      <PageContentView state={state} retry={retry} loadingLabel="Loading the faculty member..." shape="detail" failedMessage="This page could not be loaded.">
        {(member) => (member ? <MemberDetail member={member} /> : <MissingMember />)}
      </PageContentView>
    </div>
  );
}
