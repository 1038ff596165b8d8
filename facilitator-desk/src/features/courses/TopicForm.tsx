import { TEXT_LIMITS } from '@academy/contract/rules/limits';
import { Link, useLocation, useNavigate, useSearchParams } from 'react-router-dom';
import { toast } from '@academy/shared/feedback/toast';
import { useEndpointMutation } from '@academy/shared/api/queries';
import { COURSE_PATHS, courseFromState, parseId, topicFromState, topicFormTitle, type CourseRouteState } from '@academy/shared/domain/courses';
import type { Course, Topic } from '@academy/shared/domain/types';
import { useFormFields } from '@academy/shared/forms/use-form-fields';
import { useLeaveGuard } from '@academy/shared/forms/leave-guard';
import { useCourse } from '@academy/shared/hooks/use-course';
import FormAlert from '@academy/shared/ui/forms/FormAlert';
import SubmitButton from '@academy/shared/ui/forms/SubmitButton';
import TextAreaField from '@academy/shared/ui/forms/TextAreaField';
import TextField from '@academy/shared/ui/forms/TextField';
import { initialTopicValues, topicPayload, validateTopic, type TopicFormField, type TopicFormValues } from './topic-form';
import { useSaveForm } from './use-save-form';
import './course-screens.css';
import DataPending from '@academy/shared/ui/states/DataPending';
import { useT } from '../../i18n';

const FIELD_ORDER: TopicFormField[] = ['name', 'description'];

function TopicFields({ course, topic }: { course: Course; topic: Topic | null }) {
  const t = useT();
  const navigate = useNavigate();
  const { formRef, values, checkFields, fieldProps, unsaved } = useFormFields<TopicFormValues>(() => initialTopicValues(topic), validateTopic, FIELD_ORDER);
  useLeaveGuard(unsaved);
  const backState: CourseRouteState = { course };
  const create = useEndpointMutation('createTopic', { invalidates: ['listTopics'] });
  const update = useEndpointMutation('updateTopic', { invalidates: ['listTopics'] });

  const { formError, busy, onSubmit } = useSaveForm(
    checkFields,
    async () => {
      const body = topicPayload(values, course.id);
      if (topic) await update.mutateAsync({ params: { id: topic.id }, body });
      else await create.mutateAsync({ body });
      toast.success(topic ? t('topic.updated') : t('topic.created'));
      navigate(COURSE_PATHS.details(course.id), { state: backState, replace: true });
    },
    topic ? t('topic.updateFailed') : t('topic.createFailed'),
  );

  return (
    <form ref={formRef} onSubmit={onSubmit} noValidate aria-labelledby="fd-topic-form-title">
      <FormAlert message={formError} />
      <TextField {...fieldProps('name', t('courseForm.name'))} maxLength={TEXT_LIMITS.name} />
      <TextAreaField {...fieldProps('description', t('courseForm.description'))} hint={t('topic.descriptionHint')} rows={8} />
      <div className="fd-course-form__actions">
        <SubmitButton busy={busy} busyText={topic ? t('states.saving') : t('topic.adding')}>
          {topic ? t('topic.save') : t('portal.form.addTopic')}
        </SubmitButton>
        <Link className="btn btn--secondary" to={COURSE_PATHS.details(course.id)} state={backState}>
          {t('states.cancel')}
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

  if (load.status === 'loading') return <DataPending label={t('course.loading')} shape="detail" />;
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
          {t('course.notFound')}
        </p>
        <Link to={COURSE_PATHS.list}>{t('course.backToList')}</Link>
      </section>
    );
  }
  const editing = topic !== null && topic.cla_course_id === load.course.id;
  return (
    <section className="fd-course-form" aria-labelledby="fd-topic-form-title">
      <h1 id="fd-topic-form-title">{t(topicFormTitle(editing))}</h1>
      <p className="fd-course-form__course">{t('topic.course', { name: load.course.name })}</p>
      <TopicFields course={load.course} topic={editing ? topic : null} />
    </section>
  );
}
