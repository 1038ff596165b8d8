import type { ReactNode } from 'react';
import { Link, useParams } from 'react-router-dom';
import { parseId } from '@academy/shared/domain/courses';
import type { Assignment } from '@academy/shared/domain/types';
import { formatDue } from '@academy/contract/rules/time-zones';
import { useLocale, useT } from '@academy/shared/i18n/messages';
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
  const t = useT();
  const { id } = useParams();
  const { query, notFound } = useAssignment(parseId(id));

  const back = (
    <p>
      <Link to={ASSIGNMENT_PATHS.list}>{t('assignments.back')}</Link>
    </p>
  );

  if (notFound) {
    return (
      <section className="academy-assignment">
        <h1>{t('assignments.notFound')}</h1>
        <p>{t('assignments.notFound.hint')}</p>
        {back}
      </section>
    );
  }
  return (
    <QueryState query={query} loading={{ label: t('assignments.loadingOne'), shape: 'detail' }} failed={t('assignments.loadOneFailed')}>
      {(assignment) => <AssignmentView assignment={assignment} back={back} renderActions={renderActions} renderWork={renderWork} />}
    </QueryState>
  );
}

function AssignmentView({ assignment, back, renderActions, renderWork }: AssignmentDetailsProps & { assignment: Assignment; back: ReactNode }) {
  const t = useT();
  const locale = useLocale();
  const zone = useReaderTimeZone();
  return (
    <section className="academy-assignment" aria-labelledby="academy-assignment-title">
      {back}
      <div className="academy-assignment__header">
        <h1 id="academy-assignment-title">
          {/* the name keeps its own direction: an English name's punctuation stays in place on an Arabic page */}
          <bdi>{assignment.name}</bdi>
          {assignment.locked && <LockedMark />}
        </h1>
        {renderActions && <div className="academy-assignment__actions">{renderActions(assignment)}</div>}
      </div>
      <dl className="academy-assignment__facts">
        <div>
          <dt>{t('assignments.course')}</dt>
          <dd>{assignment.course_name}</dd>
        </div>
        <div>
          <dt>{t('assignments.dueDate')}</dt>
          <dd>{formatDue(assignment.due_at, zone, locale) ?? t('assignments.noDueDate')}</dd>
        </div>
        <div>
          <dt>{t('assignments.weight')}</dt>
          <dd>{t('states.count', { count: assignment.weight })}</dd>
        </div>
      </dl>
      {assignment.locked && <CourseLockNoticeFor courseId={assignment.cla_course_id} />}
      <h2 className="academy-assignment__subtitle">{t('courses.description')}</h2>
      <p className="academy-assignment__description" dir="auto">
        {assignment.description}
      </p>
      {renderWork?.(assignment)}
    </section>
  );
}
