import { type ReactNode } from 'react';
import { Link, useLocation, useParams } from 'react-router-dom';
import { COURSE_PATHS, courseFromState, parseId } from '@academy/shared/domain/courses';
import type { Course, Topic } from '@academy/shared/domain/types';
import { useCourse } from '@academy/shared/hooks/use-course';
import { useTopics } from '@academy/shared/hooks/use-topics';
import { courseAssignmentsPath } from '@academy/shared/routing/assignment-routes';
import { liveClassesOfCoursePath } from '@academy/shared/routing/live-class-routes';
import CourseLockNotice from '@academy/shared/ui/courses/CourseLockNotice';
import TopicList from '@academy/shared/ui/courses/TopicList';
import '@academy/shared/styles/forms.css';
import '@academy/shared/styles/courses.css';
import LoadingPlaceholder from '@academy/shared/ui/states/LoadingPlaceholder';
import QueryState from '@academy/shared/ui/states/QueryState';

export interface TopicActionContext {
  course: Course;
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
  const params = useParams();
  const location = useLocation();
  const id = parseId(params.id);
  const load = useCourse(id, courseFromState(location.state));
  // a locked course's topics are not the student's yet: the page says why instead of asking for them
  const openCourse = load.status === 'ready' && !load.course.lock ? load.course.id : null;
  const topics = useTopics(openCourse);

  if (load.status === 'loading') {
    return <LoadingPlaceholder label="Loading course..." shape="detail" />;
  }
  if (load.status === 'not-found') {
    return (
      <section className="academy-course-details">
        <h1>Course not found!</h1>
        <Link to={COURSE_PATHS.list}>Back to courses</Link>
      </section>
    );
  }
  if (load.status === 'failed') {
    return (
      <section className="academy-course-details">
        <p role="alert" className="academy-courses__error">
          {load.message}
        </p>
        <Link to={COURSE_PATHS.list}>Back to courses</Link>
      </section>
    );
  }

  const { course } = load;
  const topicCount = topics.data?.length ?? course.topics;
  const facts: [string, string][] = [
    ['Facilitator', course.facilitator || 'No facilitator yet'],
    ['Topics', String(topicCount)],
    ['Assignments', String(course.assignments)],
    ['Pending live classes', String(course.pendingLiveClasses)],
    ...(course.prerequisite_name ? ([['Opens when completed', course.prerequisite_name]] as [string, string][]) : []),
    ...(course.cohort_students !== null
      ? ([['Students who can open it', `${course.cohort_can_open ?? 0} of ${course.cohort_students}`]] as [string, string][])
      : []),
  ];

  return (
    <article className="academy-course-details" aria-labelledby="academy-course-title">
      <p>
        <Link to={COURSE_PATHS.list}>Back to courses</Link>
      </p>
      <h1 id="academy-course-title">{course.name}</h1>
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
        <h2 id="academy-course-description">Description</h2>
        <p className="academy-course-details__description">{course.description.trim() || 'No description available for this course.'}</p>
      </section>
      <CourseLockNotice course={course} />
      <section aria-labelledby="academy-course-topics">
        <h2 id="academy-course-topics">Topics</h2>
        {course.lock ? (
          <p>The topics open with the course.</p>
        ) : (
          <QueryState query={topics} loading={{ label: 'Loading topics...', shape: 'list' }} failed="The topics could not be loaded.">
            {(loaded) => <TopicList topics={loaded} renderTopicActions={renderTopicActions && ((topic) => renderTopicActions(topic, { course }))} />}
          </QueryState>
        )}
      </section>
      <div className="academy-course-details__links">
        <Link className="btn btn--secondary" to={courseAssignmentsPath(course.id)}>
          See Assignments
        </Link>
        <Link className="btn btn--secondary" to={liveClassesOfCoursePath(course.id)}>
          View Live Classes
        </Link>
      </div>
    </article>
  );
}
