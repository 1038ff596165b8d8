import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { useEndpointMutation } from '@academy/shared/api/queries';
import { COURSE_PATHS, type CourseFormRouteState, type CourseRouteState, type TopicFormRouteState } from '@academy/shared/domain/courses';
import type { Course, Topic } from '@academy/shared/domain/types';
import { ASSIGNMENT_PATHS, type AssignmentFormRouteState } from '@academy/shared/routing/assignment-routes';
import { LIVE_CLASS_PATHS, type LiveClassFormRouteState } from '@academy/shared/routing/live-class-routes';
import CourseDetails, { type TopicActionContext } from '@academy/shared/ui/courses/CourseDetails';
import { toast } from '@academy/shared/feedback/toast';
import { errorMessage } from '@academy/shared/api/error-message';
import { busyPress } from '@academy/shared/forms/busy-press';
import DeleteWithConfirm from '../../components/DeleteWithConfirm';
import { movedIds } from '../../components/moved-ids';
import { useT } from '../../i18n';
import './course-screens.css';

function CourseActions({ course }: { course: Course }) {
  const t = useT();
  const navigate = useNavigate();
  const removeCourse = useEndpointMutation('deleteCourse', { invalidates: ['listCourses', 'listCourseIds'] });
  const withCourse: CourseRouteState = { course };
  const edit: CourseFormRouteState = { mode: 'edit', course };
  const duplicate: CourseFormRouteState = { mode: 'duplicate', course };
  const assignment: AssignmentFormRouteState = { courseId: course.id };
  const liveClass: LiveClassFormRouteState = { course };

  return (
    <>
      <button type="button" className="btn btn--secondary" onClick={() => navigate(COURSE_PATHS.form, { state: edit })}>
        {t('action.edit')}
      </button>
      <button type="button" className="btn btn--secondary" onClick={() => navigate(COURSE_PATHS.form, { state: duplicate })}>
        {t('course.duplicate')}
      </button>
      <button type="button" className="btn" onClick={() => navigate(COURSE_PATHS.topicForm(course.id), { state: withCourse })}>
        {t('portal.form.addTopic')}
      </button>
      <button type="button" className="btn" onClick={() => navigate(LIVE_CLASS_PATHS.form, { state: liveClass })}>
        {t('portal.form.scheduleLiveClass')}
      </button>
      <button type="button" className="btn" onClick={() => navigate(ASSIGNMENT_PATHS.form, { state: assignment })}>
        {t('course.addAssignment')}
      </button>
      <DeleteWithConfirm
        label={t('course.delete')}
        question={t('course.deleteQuestion', { name: course.name })}
        successText={t('course.deleted')}
        failureText={t('course.deleteFailed')}
        remove={() => removeCourse.mutateAsync({ params: { id: course.id } })}
        onRemoved={() => navigate(COURSE_PATHS.list, { replace: true })}
      />
    </>
  );
}

function TopicActions({ topic, course, topics }: { topic: Topic } & TopicActionContext) {
  const t = useT();
  const navigate = useNavigate();
  const removeTopic = useEndpointMutation('deleteTopic', { invalidates: ['listTopics'] });
  const reorder = useEndpointMutation('reorderTopics', { invalidates: ['listTopics'] });
  const state: TopicFormRouteState = { course, topic };
  const index = topics.findIndex((listed) => listed.id === topic.id);
  const named = <span className="visually-hidden"> {t('topic.named', { name: topic.name })}</span>;
  const move = (by: -1 | 1) =>
    reorder.mutateAsync({ body: { cla_course_id: course.id, ids: movedIds(topics, index, by) } }).catch((error: unknown) => {
      toast.error(errorMessage(error, t('topic.moveFailed')));
    });
  return (
    <>
      <button type="button" className="btn btn--secondary fd-button-small" onClick={() => navigate(COURSE_PATHS.topicForm(course.id), { state })}>
        {t('action.edit')}
        {named}
      </button>
      {/* at an end it refuses the press but keeps the focus, as the FAQ's do */}
      <button type="button" className="btn btn--secondary fd-button-small" {...busyPress(index === 0 || reorder.isPending, () => void move(-1))}>
        {t('content.moveUp')}
        {named}
      </button>
      <button type="button" className="btn btn--secondary fd-button-small" {...busyPress(index === topics.length - 1 || reorder.isPending, () => void move(1))}>
        {t('content.moveDown')}
        {named}
      </button>
      <DeleteWithConfirm
        label={t('action.delete')}
        hiddenContext={` ${t('topic.named', { name: topic.name })}`}
        question={t('topic.deleteQuestion', { name: topic.name })}
        successText={t('topic.deleted')}
        failureText={t('topic.deleteFailed')}
        remove={() => removeTopic.mutateAsync({ params: { id: topic.id } })}
        className="fd-button-small"
      />
    </>
  );
}

/**
 * /portal/courses/:id for a facilitator: the shared course view with the owner's controls (docs/requirements.md §2.7).
 * "View as student" shows the same page without them, as the cohort's students see an open course.
 */
export default function FacilitatorCourseDetails() {
  const t = useT();
  const [asStudent, setAsStudent] = useState(false);
  if (asStudent) {
    return (
      <CourseDetails
        renderActions={() => (
          <div className="fd-course-preview" role="status">
            <p>{t('course.asStudentNote')}</p>
            <button type="button" className="btn btn--secondary" onClick={() => setAsStudent(false)}>
              {t('course.backToFacilitator')}
            </button>
          </div>
        )}
      />
    );
  }
  return (
    <CourseDetails
      renderActions={(course) => (
        <>
          <CourseActions course={course} />
          <button type="button" className="btn btn--secondary" onClick={() => setAsStudent(true)}>
            {t('course.viewAsStudent')}
          </button>
        </>
      )}
      renderTopicActions={(topic, context) => <TopicActions topic={topic} {...context} />}
    />
  );
}
