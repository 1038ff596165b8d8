import { ACADEMY_NAME } from '../../../config/academy';
import './ProgramsPage.css';
import PageMeta from '../../../app/PageMeta';

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
    </div>
  );
}
