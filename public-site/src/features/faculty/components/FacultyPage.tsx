import { Link } from 'react-router-dom';
import { ACADEMY_NAME } from '../../../config/academy';
import { FACULTY_CONTENT } from '../faculty';
import FacultyPortrait from './FacultyPortrait';
import './faculty.css';
import PageMeta from '../../../app/PageMeta';
import PageContentView from '../../../app/PageContentView';
import { usePageContent } from '../../../app/page-data';

/** The faculty grid; also served at the footer's /facaulty spelling. */
export default function FacultyPage() {
  const { state, retry } = usePageContent(FACULTY_CONTENT);
  return (
    <div className="ps-page ps-faculty">
      <PageMeta title={`Faculty | ${ACADEMY_NAME}`} description="The pastors, teachers and leaders who teach at the academy." />
      <h1 className="ps-page__title">Our faculty</h1>
      <p className="ps-page__lead">The people who teach, facilitate and run the academy. Choose a name to read more.</p>
      <PageContentView
        state={state}
        retry={retry}
        loadingLabel="Loading the faculty..."
        shape="cards"
        failedMessage="The faculty could not be loaded."
        empty={{ title: 'No faculty members listed yet.', hint: 'Send us a message to ask who teaches at the academy.' }}
      >
        {(members) => (
          <ul className="ps-grid ps-faculty__grid">
            {members.map((member) => (
              <li key={member.id} className="ps-card ps-faculty__card">
                <FacultyPortrait member={member} className="ps-faculty__card-image" />
                <div className="ps-faculty__card-body">
                  <h2 className="ps-faculty__card-name">
                    <Link to={`/faculty/${member.slug}`} className="ps-faculty__card-link">
                      {member.name}
                    </Link>
                  </h2>
                  <p className="ps-faculty__role">{member.title}</p>
                </div>
              </li>
            ))}
          </ul>
        )}
      </PageContentView>
    </div>
  );
}
