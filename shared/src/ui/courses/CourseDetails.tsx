import { type ReactNode } from 'react';
import { Link, useLocation, useParams } from 'react-router-dom';
import { COURSE_PATHS, courseFromState, parseId } from '@academy/shared/domain/courses';
import type { Course, Topic } from '@academy/shared/domain/types';
import { useCourse } from '@academy/shared/hooks/use-course';
import { useT } from '@academy/shared/i18n/messages';
import { useTopics } from '@academy/shared/hooks/use-topics';
import { courseAssignmentsPath } from '@academy/shared/routing/assignment-routes';
import { liveClassesOfCoursePath } from '@academy/shared/routing/live-class-routes';
import CourseLockNotice from '@academy/shared/ui/courses/CourseLockNotice';
import TopicList from '@academy/shared/ui/courses/TopicList';
import '@academy/shared/styles/forms.css';
import '@academy/shared/styles/courses.css';
import DataPending from '@academy/shared/ui/states/DataPending';
import LoadFailed from '@academy/shared/ui/LoadFailed';
import QueryState from '@academy/shared/ui/states/QueryState';

export interface TopicActionContext {
  course: Course;
  /** the course's topics as listed, for a control that moves one among them */
  topics: readonly Topic[];
}

interface CourseDetailsProps {
  /** The role's own course controls (a facilitator's edit, duplicate, delete, add ...). */
  renderActions?: (course: Course) => ReactNode;
  renderTopicActions?: (topic: Topic, context: TopicActionContext) => ReactNode;
}

/**
 * /portal/courses/:id for both roles (docs/requirements.md §2.7). Opened from a list it has the course in router
 * state; opened by URL or reloaded it fetches it, and only a 404 means 'Course not found!'.
 */
export default function CourseDetails({ renderActions, renderTopicActions }: CourseDetailsProps) {
  const t = useT();
  const params = useParams();
  const location = useLocation();
  const id = parseId(params.id);
  const load = useCourse(id, courseFromState(location.state));
  // a locked course's topics are not the student's yet: the page says why instead of asking for them
  const openCourse = load.status === 'ready' && !load.course.lock ? load.course.id : null;
  const topics = useTopics(openCourse);

  if (load.status === 'loading') {
    return <DataPending label={t('courses.loadingOne')} shape="detail" />;
  }
  if (load.status === 'not-found') {
    return (
      <section className="academy-course-details">
        <h1>{t('courses.notFound')}</h1>
        <Link to={COURSE_PATHS.list}>{t('courses.back')}</Link>
      </section>
    );
  }
  if (load.status === 'failed') {
    return (
      <section className="academy-course-details">
        <h1>{t('courses.openFailed')}</h1>
        <LoadFailed message={load.message} onRetry={load.retry} />
        <Link to={COURSE_PATHS.list}>{t('courses.back')}</Link>
      </section>
    );
  }

  const { course } = load;
  const topicCount = topics.data?.length ?? course.topics;
  const facts: [string, string][] = [
    [t('courses.facilitator'), course.facilitator || t('courses.noFacilitator')],
    [t('courses.topics'), t('states.count', { count: topicCount })],
    [t('portal.screen.assignments'), t('states.count', { count: course.assignments })],
    [t('courses.pendingLiveClasses'), t('states.count', { count: course.pendingLiveClasses })],
    ...(course.prerequisite_name ? ([[t('courses.prerequisite'), course.prerequisite_name]] as [string, string][]) : []),
    ...(course.cohort_students !== null
      ? ([[t('courses.canOpen'), t('courses.canOpen.count', { count: course.cohort_can_open ?? 0, total: course.cohort_students })]] as [string, string][])
      : []),
  ];

  return (
    <article className="academy-course-details" aria-labelledby="academy-course-title">
      <p>
        <Link to={COURSE_PATHS.list}>{t('courses.back')}</Link>
      </p>
      <h1 id="academy-course-title">
        <bdi>{course.name}</bdi>
      </h1>
      <dl className="academy-course-details__facts">
        {facts.map(([term, value]) => (
          <div key={term} className="academy-course-details__fact">
            <dt>{term}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
      {renderActions && <div className="academy-course-details__actions">{renderActions(course)}</div>}
      <section aria-labelledby="academy-course-description">
        <h2 id="academy-course-description">{t('courses.description')}</h2>
        <p className="academy-course-details__description" dir="auto">
          {course.description.trim() || t('courses.noDescription')}
        </p>
      </section>
      <CourseLockNotice course={course} />
      <section aria-labelledby="academy-course-topics">
        <h2 id="academy-course-topics">{t('courses.topics')}</h2>
        {course.lock ? (
          <p>{t('courses.topicsLocked')}</p>
        ) : (
          <QueryState query={topics} loading={{ label: t('courses.topics.loading'), shape: 'list' }} failed={t('courses.topics.failed')}>
            {(loaded) => (
              <TopicList topics={loaded} renderTopicActions={renderTopicActions && ((topic) => renderTopicActions(topic, { course, topics: loaded }))} />
            )}
          </QueryState>
        )}
      </section>
      <div className="academy-course-details__links">
        <Link className="btn btn--secondary" to={courseAssignmentsPath(course.id)}>
          {t('courses.seeAssignments')}
        </Link>
        <Link className="btn btn--secondary" to={liveClassesOfCoursePath(course.id)}>
          {t('courses.viewLiveClasses')}
        </Link>
      </div>
    </article>
  );
}
