import { Link } from 'react-router-dom';
import { ACADEMY_NAME } from '../../../config/academy';
import { useNotFoundStatus } from '../../../app/page-status';
import PageMeta from '../../../app/PageMeta';

export default function NotFoundPage() {
  useNotFoundStatus();
  return (
    <div className="ps-page">
      <PageMeta title={`Page not found | ${ACADEMY_NAME}`} description="There is no page at this address." />
      <h1 className="ps-page__title">Page not found</h1>
      <p className="ps-page__lead">There is no page at this address. It may have moved, or the link may be mistyped.</p>
      <p>
        <Link to="/">Go to the home page</Link>
      </p>
    </div>
  );
}
