import { Link, useSearchParams } from 'react-router-dom';
import { FACILITATOR_ASSIGNMENT_TABS } from '@academy/shared/domain/assignments';
import { parseId } from '@academy/shared/domain/courses';
import { ASSIGNMENT_PATHS, type AssignmentFormRouteState } from '@academy/shared/routing/assignment-routes';
import AssignmentList from '@academy/shared/ui/assignments/AssignmentList';
import '@academy/shared/styles/forms.css';
import { useT } from '../../i18n';

/** /portal/assignments for a facilitator: the ALL tab and a way to add one (docs/requirements.md §2.8). */
export default function AssignmentsScreen() {
  const t = useT();
  const [params] = useSearchParams();
  const courseId = parseId(params.get('course'));
  const state: AssignmentFormRouteState | undefined = courseId === null ? undefined : { courseId };
  return (
    <AssignmentList
      tabs={FACILITATOR_ASSIGNMENT_TABS}
      actions={
        <Link className="btn" to={ASSIGNMENT_PATHS.form} state={state}>
          {t('portal.form.newAssignment')}
        </Link>
      }
    />
  );
}
