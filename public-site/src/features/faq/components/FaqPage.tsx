import { Link } from 'react-router-dom';
import { ACADEMY_NAME } from '../../../config/academy';
import { FAQ_ITEMS } from '../faq';
import FaqAccordion from './FaqAccordion';
import PageMeta from '../../../app/PageMeta';

export default function FaqPage() {
  return (
    <div className="ps-page">
      <PageMeta title={`FAQs | ${ACADEMY_NAME}`} description="Answers to common questions about applying, courses, classes and certificates." />
      <h1 className="ps-page__title">Frequently asked questions</h1>
      <p className="ps-page__lead">
        Choose a question to see its answer. Still unsure? <Link to="/contact">Send us a message</Link>.
      </p>
      <FaqAccordion items={FAQ_ITEMS} />
    </div>
  );
}
