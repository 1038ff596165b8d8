import { Link, useParams } from 'react-router-dom';
import { ACADEMY_NAME } from '../../../config/academy';
import { findFacultyMember } from '../faculty';
import FacultyPortrait from './FacultyPortrait';
import './faculty.css';

function BackLink() {
  return (
    <p className="ps-faculty__back">
      <Link to="/faculty">← Back to faculty</Link>
    </p>
  );
}

export default function FacultyDetailPage() {
  const { id } = useParams();
  const member = findFacultyMember(id);

  if (!member) {
    return (
      <div className="ps-page ps-faculty">
        <title>{`Faculty | ${ACADEMY_NAME}`}</title>
        <h1 className="ps-page__title ps-faculty__missing">faculty member not found</h1>
        <BackLink />
      </div>
    );
  }

  return (
    <div className="ps-page ps-faculty">
      <title>{`${member.name} | ${ACADEMY_NAME}`}</title>
      <BackLink />
      <article className="ps-faculty__detail">
        <FacultyPortrait member={member} className="ps-faculty__detail-image" />
        <div>
          <h1 className="ps-page__title">{member.name}</h1>
          <p className="ps-faculty__role ps-faculty__detail-role">{member.role}</p>
          <p>{member.bio}</p>
          {member.additionalInfo?.map((paragraph) => <p key={paragraph}>{paragraph}</p>)}
        </div>
      </article>
    </div>
  );
}
