import AssignmentDetails from '@academy/shared/ui/assignments/AssignmentDetails';
import SubmitWorkForm from './SubmitWorkForm';

/** /portal/assignments/:id for a student: the details and the submit-work form. */
export default function AssignmentDetailsScreen() {
  return <AssignmentDetails renderWork={(assignment) => <SubmitWorkForm assignment={assignment} />} />;
}
