import { STUDENT_ASSIGNMENT_TABS } from '@academy/shared/domain/assignments';
import type { Assignment } from '@academy/shared/domain/types';
import { useT } from '@academy/shared/i18n/messages';
import { useWaitingHandIns } from '@academy/shared/ui/offline/Outbox';
import { waitingHandInOf } from '@academy/shared/offline/outbox';
import AssignmentList from '@academy/shared/ui/assignments/AssignmentList';

/** /portal/assignments for a student: Pending and Submitted (docs/requirements.md §2.8). */
export default function AssignmentsScreen() {
  const t = useT();
  const waiting = useWaitingHandIns();
  // handed in offline: still Pending for the API until it arrives, and said so
  const waitingMark = (assignment: Assignment) =>
    waitingHandInOf(waiting, assignment.id) && <span className="badge badge--warning">{t('offline.waiting')}</span>;
  return <AssignmentList tabs={STUDENT_ASSIGNMENT_TABS} mark={waitingMark} />;
}
