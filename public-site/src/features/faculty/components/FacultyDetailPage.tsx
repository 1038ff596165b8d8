import { Link, useParams } from 'react-router-dom';
import { ACADEMY_NAME } from '../../../config/academy';
import { findFacultyMember } from '../faculty';
import FacultyPortrait from './FacultyPortrait';
import './faculty.css';
import { useNotFoundStatus } from '../../../app/page-status';
import PageMeta from '../../../app/PageMeta';

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
    <div className="ps-page ps-faculty">
      <PageMeta title={`Faculty | ${ACADEMY_NAME}`} description="faculty member not found" />
      <h1 className="ps-page__title ps-faculty__missing">faculty member not found</h1>
      <BackLink />
    </div>
  );
}

export default function FacultyDetailPage() {
  const { id } = useParams();
  const member = findFacultyMember(id);

  if (!member) return <MissingMember />;

  return (
    <div className="ps-page ps-faculty">
      <PageMeta title={`${member.name} | ${ACADEMY_NAME}`} description={`${member.name}, ${member.role}`} />
      <BackLink />
      <article className="ps-faculty__detail">
        <FacultyPortrait member={member} className="ps-faculty__detail-image" />
        <div>
          <h1 className="ps-page__title">{member.name}</h1>
          <p className="ps-faculty__role ps-faculty__detail-role">{member.role}</p>
          <p>{member.bio}</p>
          {member.additionalInfo?.map((paragraph) => (
            <p key={paragraph}>{paragraph}</p>
          ))}
        </div>
      </article>
    </div>
  );
}
