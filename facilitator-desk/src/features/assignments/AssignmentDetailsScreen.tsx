import { useNavigate } from 'react-router-dom';
import { useEndpointMutation } from '@academy/shared/api/queries';
import type { Assignment } from '@academy/shared/domain/types';
import { ASSIGNMENT_PATHS, type AssignmentFormRouteState } from '@academy/shared/routing/assignment-routes';
import AssignmentDetails from '@academy/shared/ui/assignments/AssignmentDetails';
import '@academy/shared/styles/forms.css';
import DeleteWithConfirm from '../../components/DeleteWithConfirm';
import { useT } from '../../i18n';

function AssignmentControls({ assignment }: { assignment: Assignment }) {
  const t = useT();
  const navigate = useNavigate();
  const removeAssignment = useEndpointMutation('deleteAssignment', { invalidates: ['listAssignments', 'listCourses', 'getCourse'] });

  function edit() {
    const state: AssignmentFormRouteState = { assignment };
    navigate(ASSIGNMENT_PATHS.form, { state });
  }

  return (
    <>
      <button type="button" className="btn btn--secondary" onClick={edit}>
        {t('action.edit')}
        <span className="visually-hidden"> {assignment.name}</span>
      </button>
      <DeleteWithConfirm
        label={t('action.delete')}
        hiddenContext={` ${assignment.name}`}
        question={t('assignment.deleteQuestion')}
        message={t('assignment.deleteMessage', { name: assignment.name })}
        successText={t('assignment.deleted')}
        failureText={t('assignment.deleteFailed')}
        remove={() => removeAssignment.mutateAsync({ params: { id: assignment.id } })}
        onRemoved={() => navigate(ASSIGNMENT_PATHS.list, { replace: true })}
      />
    </>
  );
}

/** /portal/assignments/:id for a facilitator: the details with Edit and Delete. */
export default function AssignmentDetailsScreen() {
  return <AssignmentDetails renderActions={(assignment) => <AssignmentControls assignment={assignment} />} />;
}
