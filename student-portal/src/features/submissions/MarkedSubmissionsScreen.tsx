import { Link } from 'react-router-dom';
import SubmissionList from '@academy/shared/ui/submissions/SubmissionList';
import { portalPath } from '@academy/shared/routing/portal-screens';
import { useT } from '../../i18n';

/** /portal/submissions for a student: their marked work with its score. */
export default function MarkedSubmissionsScreen() {
  const t = useT();
  const empty = {
    title: t('marked.none'),
    hint: t('marked.none.hint'),
    action: (
      <Link className="btn" to={portalPath('assignments')}>
        {t('marked.goToAssignments')}
      </Link>
    ),
  };
  return <SubmissionList title={t('marked.title')} empty={empty} />;
}
