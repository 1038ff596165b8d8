import { useNavigate } from 'react-router-dom';
import { useEndpointMutation } from '@academy/shared/api/queries';
import type { Assignment } from '@academy/shared/domain/types';
import { ASSIGNMENT_PATHS, type AssignmentFormRouteState } from '@academy/shared/routing/assignment-routes';
import AssignmentDetails from '@academy/shared/ui/assignments/AssignmentDetails';
import '@academy/shared/styles/forms.css';
import DeleteWithConfirm from '../../components/DeleteWithConfirm';

function AssignmentControls({ assignment }: { assignment: Assignment }) {
  const navigate = useNavigate();
  const removeAssignment = useEndpointMutation('deleteAssignment', { invalidates: ['listAssignments', 'listCourses', 'getCourse'] });

  function edit() {
    const state: AssignmentFormRouteState = { assignment };
    navigate(ASSIGNMENT_PATHS.form, { state });
  }

  return (
    <>
      <button type="button" className="btn btn--secondary" onClick={edit}>
        Edit<span className="visually-hidden"> {assignment.name}</span>
      </button>
      <DeleteWithConfirm
        label="Delete"
        hiddenContext={` ${assignment.name}`}
        question="Delete this assignment?"
        message={`${assignment.name} will be removed for you and your students. Submissions and scores already given are kept.`}
        successText="Assignment deleted successfully!"
        failureText="Failed to delete assignment. Please try again."
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
