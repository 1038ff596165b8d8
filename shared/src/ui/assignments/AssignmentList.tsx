import type { ReactNode } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { assignmentsInTab, type AssignmentTab, type AssignmentTabItem } from '@academy/shared/domain/assignments';
import { parseId } from '@academy/shared/domain/courses';
import type { Assignment } from '@academy/shared/domain/types';
import { formatDue } from '@academy/contract/rules/time-zones';
import { useLocale, useT } from '@academy/shared/i18n/messages';
import { useReaderTimeZone } from '@academy/shared/notifications/reader-zone';
import { useAssignments } from '@academy/shared/hooks/use-assignments';
import { ASSIGNMENT_PATHS, assignmentPath } from '@academy/shared/routing/assignment-routes';
import Tabs, { translatedTabs } from '@academy/shared/ui/Tabs';
import LockedMark from '@academy/shared/ui/assignments/LockedMark';
import '@academy/shared/styles/forms.css';
import '@academy/shared/styles/tabs.css';
import '@academy/shared/styles/assignments.css';
import QueryState from '@academy/shared/ui/states/QueryState';
import EmptyState from '@academy/shared/ui/states/EmptyState';

export interface AssignmentListProps {
  /** The role's tabs; the first is selected by default. */
  tabs: readonly AssignmentTabItem[];
  /** The role's own controls next to the heading (a facilitator's new-assignment link). */
  actions?: ReactNode;
  /** What the role's list says of an assignment beside its name (a student's hand-in waiting on the device). */
  mark?: (assignment: Assignment) => ReactNode;
}

/**
 * /portal/assignments for both roles (docs/requirements.md §2.8). `?course={id}` narrows it to one course (the
 * course's 'See Assignments'); the chosen tab is kept in `?tab=` so Back returns to it.
 */
export default function AssignmentList({ tabs, actions, mark }: AssignmentListProps) {
  const t = useT();
  const [params, setParams] = useSearchParams();
  const zone = useReaderTimeZone();
  const courseId = parseId(params.get('course'));
  const selected = tabs.find((tab) => tab.value === params.get('tab')) ?? tabs[0];
  const assignments = useAssignments(courseId);

  function selectTab(value: AssignmentTab) {
    const next = new URLSearchParams(params);
    next.set('tab', value);
    setParams(next, { replace: true });
  }

  const courseName = courseId !== null ? assignments.data?.[0]?.course_name : undefined;

  return (
    <section className="academy-assignments" aria-labelledby="academy-assignments-title">
      <div className="academy-assignments__header">
        <h1 id="academy-assignments-title">{t('portal.screen.assignments')}</h1>
        {actions}
      </div>
      {courseId !== null && (
        <p className="academy-assignments__filter">
          {courseName ? t('assignments.ofCourse', { course: courseName }) : t('assignments.ofOneCourse')}{' '}
          <Link to={ASSIGNMENT_PATHS.list}>{t('assignments.showAll')}</Link>
        </p>
      )}
      {selected && (
        <Tabs label={t('assignments.tabs')} tabs={translatedTabs(tabs, t)} selected={selected.value} onSelect={selectTab}>
          <QueryState query={assignments} loading={{ label: t('assignments.loading'), shape: 'list' }} failed={t('assignments.loadFailed')}>
            {(loaded) => <AssignmentItems assignments={assignmentsInTab(loaded, selected.value)} tab={selected} zone={zone} mark={mark} />}
          </QueryState>
        </Tabs>
      )}
    </section>
  );
}

interface AssignmentItemsProps {
  assignments: Assignment[];
  tab: AssignmentTabItem;
  zone: string;
  mark: AssignmentListProps['mark'];
}

function AssignmentItems({ assignments, tab, zone, mark }: AssignmentItemsProps) {
  const t = useT();
  const locale = useLocale();
  if (assignments.length === 0) {
    return <EmptyState title={t('assignments.empty', { tab: tab.value })} hint={t('assignments.empty.hint')} />;
  }
  return (
    <ul className="academy-assignments__list">
      {assignments.map((assignment) => (
        <li key={assignment.id}>
          <Link className="academy-assignments__item" to={assignmentPath(assignment.id)}>
            <span className="academy-assignments__name">
              {assignment.name}
              {assignment.locked && <LockedMark />}
              {mark?.(assignment)}
            </span>
            <span className="academy-assignments__meta">
              {assignment.course_name}
              {assignment.due_at && ` · ${t('assignments.due', { due: formatDue(assignment.due_at, zone, locale) ?? '' })}`}
            </span>
          </Link>
        </li>
      ))}
    </ul>
  );
}
