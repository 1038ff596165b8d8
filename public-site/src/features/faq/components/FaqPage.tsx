import { Link } from 'react-router-dom';
import { ACADEMY_NAME } from '../../../config/academy';
import { FAQ_CONTENT } from '../faq';
import FaqAccordion from './FaqAccordion';
import PageMeta from '../../../app/PageMeta';
import PageContentView from '../../../app/PageContentView';
import { usePageContent } from '../../../app/page-data';

export default function FaqPage() {
  const { state, retry } = usePageContent(FAQ_CONTENT);
  return (
    <div className="ps-page">
      <PageMeta title={`FAQs | ${ACADEMY_NAME}`} description="Answers to common questions about applying, courses, classes and certificates." />
      <h1 className="ps-page__title">Frequently asked questions</h1>
      <p className="ps-page__lead">
        Choose a question to see its answer. Still unsure? <Link to="/contact">Send us a message</Link>.
      </p>
      <PageContentView
        state={state}
        retry={retry}
        loadingLabel="Loading the questions..."
        shape="list"
        failedMessage="The questions could not be loaded."
        empty={{ title: 'No questions here yet.', hint: 'Send us a message and we will answer you.' }}
      >
        {(items) => <FaqAccordion items={items} />}
      </PageContentView>
    </div>
  );
}
