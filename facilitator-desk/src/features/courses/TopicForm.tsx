import { Link, useLocation, useNavigate, useSearchParams } from 'react-router-dom';
import { toast } from 'react-toastify';
import { useEndpointMutation } from '@academy/shared/api/queries';
import { COURSE_PATHS, courseFromState, parseId, topicFromState, topicFormTitle, type CourseRouteState } from '@academy/shared/domain/courses';
import type { Course, Topic } from '@academy/shared/domain/types';
import { useFormFields } from '@academy/shared/forms/use-form-fields';
import { useCourse } from '@academy/shared/hooks/use-course';
import FormAlert from '@academy/shared/ui/forms/FormAlert';
import SubmitButton from '@academy/shared/ui/forms/SubmitButton';
import TextAreaField from '@academy/shared/ui/forms/TextAreaField';
import TextField from '@academy/shared/ui/forms/TextField';
import { initialTopicValues, topicPayload, validateTopic, type TopicFormField, type TopicFormValues } from './topic-form';
import { useSaveForm } from './use-save-form';
import './course-screens.css';
import LoadingPlaceholder from '@academy/shared/ui/states/LoadingPlaceholder';
import { useT } from '@academy/shared/i18n/messages';

const FIELD_ORDER: TopicFormField[] = ['name', 'description'];
const CREATE_FAILED = 'Failed to create topic. Please try again.';
const UPDATE_FAILED = 'Failed to update topic. Please try again.';
const DESCRIPTION_HINT = 'Links to YouTube or Vimeo videos, PDF files and Google Slides are shown embedded; other links stay links.';

function TopicFields({ course, topic }: { course: Course; topic: Topic | null }) {
  const navigate = useNavigate();
  const { formRef, values, checkFields, fieldProps } = useFormFields<TopicFormValues>(() => initialTopicValues(topic), validateTopic, FIELD_ORDER);
  const backState: CourseRouteState = { course };
  const create = useEndpointMutation('createTopic', { invalidates: ['listTopics'] });
  const update = useEndpointMutation('updateTopic', { invalidates: ['listTopics'] });

  const { formError, busy, onSubmit } = useSaveForm(
    checkFields,
    async () => {
      const body = topicPayload(values, course.id);
      if (topic) await update.mutateAsync({ params: { id: topic.id }, body });
      else await create.mutateAsync({ body });
      toast.success(topic ? 'Topic updated successfully!' : 'Topic created successfully!');
      navigate(COURSE_PATHS.details(course.id), { state: backState, replace: true });
    },
    topic ? UPDATE_FAILED : CREATE_FAILED,
  );

  return (
    <form ref={formRef} onSubmit={onSubmit} noValidate aria-labelledby="fd-topic-form-title">
      <FormAlert message={formError} />
      <TextField {...fieldProps('name', 'Name')} />
      <TextAreaField {...fieldProps('description', 'Description')} hint={DESCRIPTION_HINT} rows={8} />
      <div className="fd-course-form__actions">
        <SubmitButton busy={busy} busyText={topic ? 'Saving...' : 'Adding...'}>
          {topic ? 'Save Topic' : 'Add Topic'}
        </SubmitButton>
        <Link className="btn btn--secondary" to={COURSE_PATHS.details(course.id)} state={backState}>
          Cancel
        </Link>
      </div>
    </form>
  );
}

/**
 * /portal/topic/new (docs/requirements.md §2.13): adds a topic to a course, or edits the topic in router state.
 * The course comes in router state or, opened by URL, from ?courseId= (fetched).
 */
export default function TopicForm() {
  const t = useT();
  const location = useLocation();
  const [searchParams] = useSearchParams();
  const given = courseFromState(location.state);
  const topic = topicFromState(location.state);
  const load = useCourse(given?.id ?? parseId(searchParams.get('courseId')), given);

  if (load.status === 'loading') return <LoadingPlaceholder label="Loading course..." shape="detail" />;
  if (load.status === 'failed') {
    return (
      <section className="fd-course-form">
        <h1>{t(topicFormTitle(false))}</h1>
        <p role="alert" className="fd-course-form__error">
          {load.message}
        </p>
      </section>
    );
  }
  if (load.status === 'not-found') {
    // opened without a course (a bookmark, the address typed): the screen still says what it is
    return (
      <section className="fd-course-form">
        <h1>{t(topicFormTitle(false))}</h1>
        <p role="alert" className="fd-course-form__error">
          Course information not found!
        </p>
        <Link to={COURSE_PATHS.list}>Back to courses</Link>
      </section>
    );
  }
  const editing = topic !== null && topic.cla_course_id === load.course.id;
  return (
    <section className="fd-course-form" aria-labelledby="fd-topic-form-title">
      <h1 id="fd-topic-form-title">{t(topicFormTitle(editing))}</h1>
      <p className="fd-course-form__course">Course: {load.course.name}</p>
      <TopicFields course={load.course} topic={editing ? topic : null} />
    </section>
  );
}
