import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { useEndpointMutation } from '@academy/shared/api/queries';
import { COURSE_PATHS, type CourseFormRouteState, type CourseRouteState, type TopicFormRouteState } from '@academy/shared/domain/courses';
import type { Course, Topic } from '@academy/shared/domain/types';
import { ASSIGNMENT_PATHS, type AssignmentFormRouteState } from '@academy/shared/routing/assignment-routes';
import { LIVE_CLASS_PATHS, type LiveClassFormRouteState } from '@academy/shared/routing/live-class-routes';
import CourseDetails, { type TopicActionContext } from '@academy/shared/ui/courses/CourseDetails';
import DeleteWithConfirm from '../../components/DeleteWithConfirm';
import './course-screens.css';

function CourseActions({ course }: { course: Course }) {
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
        Edit
      </button>
      <button type="button" className="btn btn--secondary" onClick={() => navigate(COURSE_PATHS.form, { state: duplicate })}>
        Duplicate
      </button>
      <button type="button" className="btn" onClick={() => navigate(COURSE_PATHS.topicForm(course.id), { state: withCourse })}>
        Add Topic
      </button>
      <button type="button" className="btn" onClick={() => navigate(LIVE_CLASS_PATHS.form, { state: liveClass })}>
        Schedule Live Class
      </button>
      <button type="button" className="btn" onClick={() => navigate(ASSIGNMENT_PATHS.form, { state: assignment })}>
        Add Assignment
      </button>
      <DeleteWithConfirm
        label="Delete Course"
        question={`Delete the course ${course.name}?`}
        successText="Course deleted successfully!"
        failureText="Failed to delete course. Please try again."
        remove={() => removeCourse.mutateAsync({ params: { id: course.id } })}
        onRemoved={() => navigate(COURSE_PATHS.list, { replace: true })}
      />
    </>
  );
}

function TopicActions({ topic, course }: { topic: Topic } & TopicActionContext) {
  const navigate = useNavigate();
  const removeTopic = useEndpointMutation('deleteTopic', { invalidates: ['listTopics'] });
  const state: TopicFormRouteState = { course, topic };
  return (
    <>
      <button type="button" className="btn btn--secondary fd-button-small" onClick={() => navigate(COURSE_PATHS.topicForm(course.id), { state })}>
        Edit<span className="visually-hidden"> topic {topic.name}</span>
      </button>
      <DeleteWithConfirm
        label="Delete"
        hiddenContext={` topic ${topic.name}`}
        question={`Delete the topic ${topic.name}?`}
        successText="Topic deleted successfully!"
        failureText="Failed to delete topic. Please try again."
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
  const [asStudent, setAsStudent] = useState(false);
  if (asStudent) {
    return (
      <CourseDetails
        renderActions={() => (
          <div className="fd-course-preview" role="status">
            <p>You are viewing this course as a student of its cohort sees it once it is open for them.</p>
            <button type="button" className="btn btn--secondary" onClick={() => setAsStudent(false)}>
              Back to the facilitator view
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
            View as student
          </button>
        </>
      )}
      renderTopicActions={(topic, context) => <TopicActions topic={topic} {...context} />}
    />
  );
}
