import { STUDENT_ASSIGNMENT_TABS } from '@academy/shared/domain/assignments';
import AssignmentList from '@academy/shared/ui/assignments/AssignmentList';

/** /portal/assignments for a student: Pending and Submitted (docs/requirements.md §2.8). */
export default function AssignmentsScreen() {
  return <AssignmentList tabs={STUDENT_ASSIGNMENT_TABS} />;
}
