import type { ReactNode } from 'react';
import { Link, useParams } from 'react-router-dom';
import { parseId } from '@academy/shared/domain/courses';
import type { Assignment } from '@academy/shared/domain/types';
import { formatDue } from '@academy/contract/rules/time-zones';
import { useReaderTimeZone } from '@academy/shared/notifications/reader-zone';
import { useAssignment } from '@academy/shared/hooks/use-assignments';
import { ASSIGNMENT_PATHS } from '@academy/shared/routing/assignment-routes';
import { CourseLockNoticeFor } from '@academy/shared/ui/courses/CourseLockNotice';
import LockedMark from '@academy/shared/ui/assignments/LockedMark';
import '@academy/shared/styles/forms.css';
import '@academy/shared/styles/assignments.css';
import QueryState from '@academy/shared/ui/states/QueryState';

export interface AssignmentDetailsProps {
  /** The role's controls for this assignment (a facilitator's Edit and Delete). */
  renderActions?: (assignment: Assignment) => ReactNode;
  /** What the role does with it below the details (a student's submit-work form). */
  renderWork?: (assignment: Assignment) => ReactNode;
}

/** /portal/assignments/:id for both roles (docs/requirements.md §2.8), loaded from the server by id. */
export default function AssignmentDetails({ renderActions, renderWork }: AssignmentDetailsProps) {
  const { id } = useParams();
  const { query, notFound } = useAssignment(parseId(id));

  const back = (
    <p>
      <Link to={ASSIGNMENT_PATHS.list}>Back to assignments</Link>
    </p>
  );

  if (notFound) {
    return (
      <section className="academy-assignment">
        <h1>Assignment not found</h1>
        <p>There is no such assignment among yours. It may have been deleted.</p>
        {back}
      </section>
    );
  }
  return (
    <QueryState query={query} loading={{ label: 'Loading assignment...', shape: 'detail' }} failed="The assignment could not be loaded.">
      {(assignment) => <AssignmentView assignment={assignment} back={back} renderActions={renderActions} renderWork={renderWork} />}
    </QueryState>
  );
}

function AssignmentView({ assignment, back, renderActions, renderWork }: AssignmentDetailsProps & { assignment: Assignment; back: ReactNode }) {
  const zone = useReaderTimeZone();
  return (
    <section className="academy-assignment" aria-labelledby="academy-assignment-title">
      {back}
      <div className="academy-assignment__header">
        <h1 id="academy-assignment-title">
          {assignment.name}
          {assignment.locked && <LockedMark />}
        </h1>
        {renderActions && <div className="academy-assignment__actions">{renderActions(assignment)}</div>}
      </div>
      <dl className="academy-assignment__facts">
        <div>
          <dt>Course</dt>
          <dd>{assignment.course_name}</dd>
        </div>
        <div>
          <dt>Due date</dt>
          <dd>{formatDue(assignment.due_at, zone) ?? 'Not set'}</dd>
        </div>
      </dl>
      {assignment.locked && <CourseLockNoticeFor courseId={assignment.cla_course_id} />}
      <h2 className="academy-assignment__subtitle">Description</h2>
      <p className="academy-assignment__description">{assignment.description}</p>
      {renderWork?.(assignment)}
    </section>
  );
}
