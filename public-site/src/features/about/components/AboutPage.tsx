import { Link } from 'react-router-dom';
import { ACADEMY_NAME, FREE_FIRST_YEAR_STATEMENT, MISSION_STATEMENT, VISION_STATEMENT } from '../../../config/academy';
import './AboutPage.css';
import PageMeta from '../../../app/PageMeta';

export default function AboutPage() {
  return (
    <div className="ps-page ps-about">
      <PageMeta title={`About | ${ACADEMY_NAME}`} description="The vision and mission of the academy, and how its online programs work." />
      <h1 className="ps-page__title">About the academy</h1>
      <p className="ps-page__lead">The academy offers Christian leadership training entirely online. {FREE_FIRST_YEAR_STATEMENT}</p>
      <div className="ps-about__statements">
        <section className="ps-card ps-about__statement" aria-labelledby="ps-about-mission">
          <h2 id="ps-about-mission">Our mission</h2>
          <p>{MISSION_STATEMENT}</p>
        </section>
        <section className="ps-card ps-about__statement" aria-labelledby="ps-about-vision">
          <h2 id="ps-about-vision">Our vision</h2>
          <p>{VISION_STATEMENT}</p>
        </section>
      </div>
      <section aria-labelledby="ps-about-program">
        <h2 id="ps-about-program">How the program works</h2>
        <p>
          Three course levels exist, each building on the one before. Each level of classes lasts one month and ends in team presentations, where students show
          together what they have learned and how they will put it into practice.
        </p>
        <p>
          <Link to="/programs">See the three programs</Link>
        </p>
      </section>
    </div>
  );
}
