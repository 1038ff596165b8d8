import { Link } from 'react-router-dom';
import { ACADEMY_NAME } from '../../../config/academy';
import { FACULTY_MEMBERS } from '../faculty';
import FacultyPortrait from './FacultyPortrait';
import './faculty.css';
import PageMeta from '../../../app/PageMeta';

/** The faculty grid; also served at the footer's /facaulty spelling. */
export default function FacultyPage() {
  return (
    <div className="ps-page ps-faculty">
      <PageMeta title={`Faculty | ${ACADEMY_NAME}`} description="The pastors, teachers and leaders who teach at the academy." />
      <h1 className="ps-page__title">Our faculty</h1>
      <p className="ps-page__lead">The people who teach, facilitate and run the academy. Choose a name to read more.</p>
      <ul className="ps-grid ps-faculty__grid">
        {FACULTY_MEMBERS.map((member) => (
          <li key={member.id} className="ps-card ps-faculty__card">
            <FacultyPortrait member={member} className="ps-faculty__card-image" />
            <div className="ps-faculty__card-body">
              <h2 className="ps-faculty__card-name">
                <Link to={`/faculty/${member.id}`} className="ps-faculty__card-link">
                  {member.name}
                </Link>
              </h2>
              <p className="ps-faculty__role">{member.role}</p>
            </div>
          </li>
        ))}
      </ul>
    </div>
  );
}
