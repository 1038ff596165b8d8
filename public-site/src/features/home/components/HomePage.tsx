import { Link } from 'react-router-dom';
import { ACADEMY_NAME, FOUNDATION_SUBTITLE } from '../../../config/academy';
import { applyUrl } from '../../../app/apply-url';
import './HomePage.css';
import PageMeta from '../../../app/PageMeta';

const HIGHLIGHTS = [
  { to: '/programs', title: 'Three levels', text: 'From the foundations of faith to serving in ministry and leading teams.' },
  { to: '/faculty', title: 'Experienced faculty', text: 'Pastors, teachers and leaders who have served for decades.' },
  { to: '/about', title: 'Entirely online', text: 'Live classes you can join from anywhere in the world.' },
] as const;

export default function HomePage() {
  return (
    <div className="ps-page ps-home">
      <PageMeta title={ACADEMY_NAME} description="Faith-based online leadership training for students worldwide: programs, faculty and live classes." />
      <section className="ps-home__hero" aria-labelledby="ps-home-title">
        <h1 id="ps-home-title" className="ps-home__title">
          {ACADEMY_NAME}
        </h1>
        <p className="ps-home__subtitle">{FOUNDATION_SUBTITLE}</p>
        <p className="ps-home__tagline">Our academy is committed to providing high-quality, faith-based training to students worldwide.</p>
        <a className="ps-button ps-home__apply" href={applyUrl()}>
          APPLY HERE
        </a>
      </section>
      <section aria-labelledby="ps-home-why">
        <h2 id="ps-home-why" className="ps-home__why">
          Why study with us
        </h2>
        <ul className="ps-grid">
          {HIGHLIGHTS.map(({ to, title, text }) => (
            <li key={to} className="ps-card ps-home__highlight">
              <h3>
                <Link to={to}>{title}</Link>
              </h3>
              <p>{text}</p>
            </li>
          ))}
        </ul>
      </section>
    </div>
  );
}
