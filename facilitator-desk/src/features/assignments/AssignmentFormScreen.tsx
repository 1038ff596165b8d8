import { TEXT_LIMITS } from '@academy/contract/rules/limits';
import { useRef, useState, type FormEvent } from 'react';
import { Link, useLocation, useNavigate, useSearchParams } from 'react-router-dom';
import { toast } from '@academy/shared/feedback/toast';
import { errorMessage } from '@academy/shared/api/error-message';
import { useEndpointMutation } from '@academy/shared/api/queries';
import type { EndpointName } from '@academy/contract/endpoints';
import { COURSE_PATHS, parseId } from '@academy/shared/domain/courses';
import { useFormFields } from '@academy/shared/forms/use-form-fields';
import { useLeaveGuard } from '@academy/shared/forms/leave-guard';
import { useTypedZone } from '@academy/shared/forms/use-typed-zone';
import { useReaderTimeZone } from '@academy/shared/notifications/reader-zone';
import { useSingleSubmit } from '@academy/shared/forms/use-single-submit';
import { useCourses } from '@academy/shared/hooks/use-courses';
import { ASSIGNMENT_PATHS, assignmentFormStateFrom, assignmentFormTitle, assignmentPath } from '@academy/shared/routing/assignment-routes';
import { useSessionStore } from '@academy/shared/session/store';
import LoadFailed from '@academy/shared/ui/LoadFailed';
import DataPending from '@academy/shared/ui/states/DataPending';
import FormAlert from '@academy/shared/ui/forms/FormAlert';
import SelectField from '@academy/shared/ui/forms/SelectField';
import SubmitButton from '@academy/shared/ui/forms/SubmitButton';
import TextAreaField from '@academy/shared/ui/forms/TextAreaField';
import { ASSIGNMENT_WEIGHT } from '@academy/contract/rules/grade-weighting';
import TextField from '@academy/shared/ui/forms/TextField';
import { useT } from '../../i18n';
import { ASSIGNMENT_FIELDS, assignmentPayload, duePassed, initialAssignmentValues, validateAssignment, type AssignmentFormValues } from './assignment-form';
import './assignment-form.css';

/** What a saved assignment changes: the lists and the course's count of assignments. */
const ASSIGNMENT_READS: EndpointName[] = ['listAssignments', 'getAssignment', 'listCourses', 'getCourse'];

/**
 * /portal/assignment/new (docs/requirements.md §2.13): adds an assignment, or edits the one in router state. The
 * course comes preselected from router state or `?course=` (a course's Add Assignment).
 */
export default function AssignmentFormScreen() {
  const t = useT();
  const location = useLocation();
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const user = useSessionStore((state) => state.user);
  const fromState = assignmentFormStateFrom(location.state);
  const editing = fromState.assignment;
  const courses = useCourses(user ? { cla_user_id: user.id } : null);
  // the due moment is shown in the zone it will be saved in (useTypedZone follows that zone from here)
  const readerZone = useReaderTimeZone();
  const { formRef, values, setValues, checkFields, fieldProps, unsaved } = useFormFields<AssignmentFormValues>(
    () => initialAssignmentValues(editing, fromState.courseId ?? parseId(params.get('course')), readerZone),
    validateAssignment,
    ASSIGNMENT_FIELDS,
  );
  useLeaveGuard(unsaved);
  const typed = useTypedZone(values.due_date, values.due_time, (due) => setValues((previous) => ({ ...previous, due_date: due.date, due_time: due.time })));
  const [serverError, setServerError] = useState<string | null>(null);
  // once saved, a second click that arrives before we have left must not save it again
  const saved = useRef(false);
  const create = useEndpointMutation('createAssignment', { invalidates: ASSIGNMENT_READS });
  const update = useEndpointMutation('updateAssignment', { invalidates: ASSIGNMENT_READS });

  const { busy, run } = useSingleSubmit(async () => {
    if (!user || saved.current) return;
    const failed = editing ? t('assignmentForm.updateFailed') : t('assignmentForm.createFailed');
    setServerError(null);
    try {
      const body = { cla_assignment: assignmentPayload(values, user.id, typed.zone) };
      const result = editing ? await update.mutateAsync({ params: { id: editing.id }, body }) : await create.mutateAsync({ body });
      saved.current = true;
      toast.success(editing ? t('assignmentForm.updated') : t('assignmentForm.created'));
      navigate(assignmentPath(result.id), { replace: Boolean(editing) });
    } catch (error) {
      toast.error(failed);
      const detail = errorMessage(error, failed);
      if (detail !== failed) setServerError(detail);
    }
  });

  function onSubmit(event: FormEvent) {
    event.preventDefault();
    if (checkFields()) void run();
  }

  const title = t(assignmentFormTitle(editing !== null));
  const courseOptions = (courses.data ?? []).map((course) => ({ value: String(course.id), label: course.name }));
  // an edited assignment's course stays choosable even if the list has not got it
  if (editing && !courseOptions.some((option) => option.value === String(editing.cla_course_id))) {
    courseOptions.push({ value: String(editing.cla_course_id), label: editing.course_name });
  }

  return (
    <section className="fd-assignment-form" aria-labelledby="fd-assignment-form-title">
      <p>
        <Link to={editing ? assignmentPath(editing.id) : ASSIGNMENT_PATHS.list}>{t('states.cancel')}</Link>
      </p>
      <h1 id="fd-assignment-form-title">{title}</h1>
      {courses.status === 'pending' && <DataPending label={t('courses.loading')} shape="list" />}
      {courses.status === 'error' && <LoadFailed message={t('courses.fetchFailed')} onRetry={() => void courses.refetch()} />}
      {courses.status === 'success' && courseOptions.length === 0 ? (
        <p>{t('assignmentForm.noCourse', { link: <Link to={COURSE_PATHS.form}>{t('assignmentForm.createCourse')}</Link> })}</p>
      ) : (
        <form ref={formRef} noValidate onSubmit={onSubmit}>
          <FormAlert message={serverError} />
          <TextField {...fieldProps('name', t('courseForm.name'))} maxLength={TEXT_LIMITS.name} />
          <TextAreaField {...fieldProps('description', t('courseForm.description'))} hint={t('assignmentForm.descriptionHint')} />
          <div className="fd-assignment-form__due">
            <TextField {...fieldProps('due_date', t('assignmentForm.dueDate'))} type="date" />
            <TextField
              {...fieldProps('due_time', t('assignmentForm.dueTime'))}
              type="time"
              hint={duePassed(values, typed.zone) ? `${typed.hint} ${t('assignmentForm.duePassed')}` : typed.hint}
            />
          </div>
          <SelectField
            {...fieldProps('cla_course_id', t('liveClassForm.course'))}
            placeholder={courses.status === 'pending' ? t('assignmentForm.loadingCourses') : t('liveClassForm.selectCourse')}
            options={courseOptions}
          />
          <TextField
            {...fieldProps('weight', t('assignmentForm.weight'))}
            type="number"
            inputMode="numeric"
            min={ASSIGNMENT_WEIGHT.min}
            max={ASSIGNMENT_WEIGHT.max}
            hint={t('assignmentForm.weightHint')}
          />
          <SubmitButton busy={busy} busyText={t('states.saving')}>
            {editing ? t('assignmentForm.saveChanges') : t('assignmentForm.save')}
          </SubmitButton>
        </form>
      )}
    </section>
  );
}
