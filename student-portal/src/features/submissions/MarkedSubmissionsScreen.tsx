import { Link } from 'react-router-dom';
import SubmissionList from '@academy/shared/ui/submissions/SubmissionList';
import { portalPath } from '@academy/shared/routing/portal-screens';

const NO_MARKED_WORK = {
  title: 'No marked submissions yet.',
  hint: 'Hand in work from Assignments; once your facilitator marks it, it appears here.',
  action: (
    <Link className="btn" to={portalPath('assignments')}>
      Go to Assignments
    </Link>
  ),
};

/** /portal/submissions for a student: their marked work with its score. */
export default function MarkedSubmissionsScreen() {
  return <SubmissionList title="Marked Submissions" empty={NO_MARKED_WORK} />;
}
