import { Link } from 'react-router-dom';
import { formatLongDate } from '@academy/shared/format/dates';
import { ACCOUNT_PATHS } from '@academy/shared/routing/account-routes';
import { ACADEMY_NAME } from '../../../config/academy';
import './ProgramsPage.css';
import PageMeta from '../../../app/PageMeta';
import { INTAKES_CONTENT } from '../../../app/intakes';
import { usePageContent } from '../../../app/page-data';
import { applyUrl } from '../../../app/apply-url';

const PROGRAMS = [
  {
    level: 'Level 1',
    name: "Believer-Beginners' Class",
    text: 'Foundations of faith and of Christian character: who a leader is before what a leader does.',
  },
  {
    level: 'Level 2',
    name: 'Minister-Service Class',
    text: 'Serving others in ministry: servant leadership, pastoral care, communication and teamwork.',
  },
  {
    level: 'Level 3',
    name: 'Leader-Managerial Class',
    text: 'Leading and managing people and projects: vision, planning, stewardship and leading change.',
  },
] as const;

export default function ProgramsPage() {
  return (
    <div className="ps-page ps-programs">
      <PageMeta
        title={`Programs | ${ACADEMY_NAME}`}
        description="Three levels of online leadership training, from the foundations of faith to leading teams in ministry."
      />
      <h1 className="ps-page__title">Our programs</h1>
      <p className="ps-page__lead">
        The program runs in three levels. Every level takes a month of live classes, readings and assignments, and closes with team presentations.
      </p>
      <ul className="ps-grid ps-programs__list">
        {PROGRAMS.map(({ level, name, text }) => (
          <li key={name} className="ps-card ps-programs__card">
            <p className="ps-programs__level">{level}</p>
            <h2 className="ps-programs__name">{name}</h2>
            <p>{text}</p>
          </li>
        ))}
      </ul>
      <NextStep />
    </div>
  );
}

/** The open intakes (name, start date) and one next step: Apply, and Sign up while sign-up is open. */
function NextStep() {
  const { state } = usePageContent(INTAKES_CONTENT);
  const intakes = state.status === 'ready' ? state.data : null;
  return (
    <section className="ps-card ps-programs__next" aria-labelledby="ps-programs-next">
      <h2 id="ps-programs-next">Join the next intake</h2>
      {state.status === 'loading' && <p role="status">Loading the open intakes...</p>}
      {intakes && intakes.cohorts.length === 0 && <p>No intake is open right now. Apply, and the academy writes to you when the next one opens.</p>}
      {intakes && intakes.cohorts.length > 0 && (
        <ul className="ps-programs__intakes">
          {intakes.cohorts.map((cohort) => (
            <li key={cohort.id}>
              <strong>{cohort.name}</strong>: {cohort.start_date ? `starts ${formatLongDate(cohort.start_date)}` : 'start date to be announced'}
            </li>
          ))}
        </ul>
      )}
      <p className="ps-programs__actions">
        <a className="ps-button" href={applyUrl()}>
          Apply
        </a>
        {intakes?.sign_up_open && (
          <>
            {' '}
            or <Link to={ACCOUNT_PATHS.account}>create your student account</Link> to start in one of these cohorts.
          </>
        )}
      </p>
    </section>
  );
}
