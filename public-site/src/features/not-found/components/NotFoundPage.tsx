import { Link } from 'react-router-dom';
import { ACADEMY_NAME } from '../../../config/academy';

export default function NotFoundPage() {
  return (
    <div className="ps-page">
      <title>{`Page not found | ${ACADEMY_NAME}`}</title>
      <h1 className="ps-page__title">Page not found</h1>
      <p className="ps-page__lead">There is no page at this address. It may have moved, or the link may be mistyped.</p>
      <p>
        <Link to="/">Go to the home page</Link>
      </p>
    </div>
  );
}
