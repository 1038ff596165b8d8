import { TEXT_LIMITS } from '@academy/contract/rules/limits';
import { useRef, useState, type ChangeEvent, type FormEvent } from 'react';
import { Link, useLocation, useNavigate, useSearchParams } from 'react-router-dom';
import { toast } from '@academy/shared/feedback/toast';
import { errorMessage } from '@academy/shared/api/error-message';
import { useEndpointMutation } from '@academy/shared/api/queries';
import { focusField } from '@academy/shared/forms/focus';
import { useSingleSubmit } from '@academy/shared/forms/use-single-submit';
import { hasErrors, type FieldErrors } from '@academy/shared/forms/validation';
import { cohortsHint, useCohorts } from '../../hooks/use-cohorts';
import { useCourses } from '@academy/shared/hooks/use-courses';
import { editedLiveClassFrom, LIVE_CLASS_PATHS, liveClassFormTitle, preselectedCourseIdFrom } from '@academy/shared/routing/live-class-routes';
import { useSessionStore } from '@academy/shared/session/store';
import FormAlert from '@academy/shared/ui/forms/FormAlert';
import SelectField from '@academy/shared/ui/forms/SelectField';
import SubmitButton from '@academy/shared/ui/forms/SubmitButton';
import TextField from '@academy/shared/ui/forms/TextField';
import { useTypedZone } from '@academy/shared/forms/use-typed-zone';
import { useReaderTimeZone } from '@academy/shared/notifications/reader-zone';
import { REPEAT_WEEKS } from '@academy/contract/rules/limits';
import { formatLongDate } from '@academy/shared/format/dates';
import { useLocale } from '@academy/shared/i18n/messages';
import {
  classesAfterCourseEnd,
  initialLiveClassValues,
  LIVE_CLASS_FIELD_ORDER,
  LIVE_CLASS_LABELS,
  liveClassPayload,
  liveClassUpdatePayload,
  validateLiveClass,
  type ApplyTo,
  type LiveClassFormField,
  type LiveClassFormValues,
} from './live-class-form';
import { LIVE_CLASS_CHANGES } from './live-class-changes';
import './live-classes.css';
import DataPending from '@academy/shared/ui/states/DataPending';
import { useT } from '../../i18n';

/**
 * /portal/event/new (docs/requirements.md §2.13 and §5): schedules a live class, or edits the one in router state.
 * A course passed in (state or ?courseId=) is preselected; choosing a course fills in its cohort.
 */
export default function LiveClassForm() {
  const t = useT();
  const locale = useLocale();
  const location = useLocation();
  const [search] = useSearchParams();
  const navigate = useNavigate();
  const userId = useSessionStore((state) => state.user?.id ?? null);
  const [editing] = useState(() => editedLiveClassFrom(location.state));
  const readerZone = useReaderTimeZone();
  const [values, setValues] = useState<LiveClassFormValues>(() =>
    initialLiveClassValues(editing, preselectedCourseIdFrom(location.state, search), editing?.typed_time_zone ?? readerZone),
  );
  // an edited class is shown and saved in the zone it was scheduled in, so an untouched time keeps its moment
  const typed = useTypedZone(values.date, values.time, (starts) => setValues((previous) => ({ ...previous, ...starts })), editing?.typed_time_zone);
  const [applyTo, setApplyTo] = useState<ApplyTo>('this');
  const [errors, setErrors] = useState<FieldErrors<LiveClassFormField>>({});
  const [formError, setFormError] = useState<string | null>(null);
  const formRef = useRef<HTMLFormElement>(null);
  const create = useEndpointMutation('createLiveClass', { invalidates: LIVE_CLASS_CHANGES });
  const update = useEndpointMutation('updateLiveClass', { invalidates: LIVE_CLASS_CHANGES });
  const courses = useCourses(userId === null ? null : { cla_user_id: userId });
  const cohorts = useCohorts();
  const courseList = courses.data ?? [];

  // a preselected course fills in its cohort once the courses are known
  const [cohortFilled, setCohortFilled] = useState(Boolean(editing));
  if (!cohortFilled && courses.data) {
    setCohortFilled(true);
    const course = courseList.find((c) => String(c.id) === values.cla_course_id);
    if (course && !values.cohort_id) setValues({ ...values, cohort_id: String(course.cla_cohort_id) });
  }

  const { busy, run } = useSingleSubmit(async () => {
    if (userId === null) return;
    setFormError(null);
    const failure = editing ? t('liveClassForm.updateFailed') : t('liveClassForm.scheduleFailed');
    try {
      if (editing) {
        await update.mutateAsync({ params: { id: editing.id }, body: { cla_live_class: liveClassUpdatePayload(values, userId, typed.zone, applyTo) } });
      } else await create.mutateAsync({ body: { cla_live_class: liveClassPayload(values, userId, typed.zone) } });
      toast.success(editing ? t('liveClassForm.updated') : t('liveClassForm.scheduled'));
      navigate(LIVE_CLASS_PATHS.list);
    } catch (error) {
      toast.error(failure);
      const detail = errorMessage(error, failure);
      setFormError(detail === failure ? null : detail);
    }
  });

  function change(event: ChangeEvent<HTMLInputElement | HTMLSelectElement>) {
    const field = event.target.name as LiveClassFormField;
    const next = { ...values, [field]: event.target.value };
    if (field === 'cla_course_id') {
      const course = courseList.find((c) => String(c.id) === event.target.value);
      if (course) next.cohort_id = String(course.cla_cohort_id);
    }
    setValues(next);
    if (errors[field]) setErrors({ ...errors, [field]: undefined });
  }

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const found = validateLiveClass(values);
    setErrors(found);
    if (hasErrors(found)) {
      focusField(
        formRef.current,
        LIVE_CLASS_FIELD_ORDER.find((field) => found[field]),
      );
      return;
    }
    void run();
  }

  const field = (name: LiveClassFormField) => ({
    name,
    label: t(LIVE_CLASS_LABELS[name]),
    value: values[name],
    error: errors[name],
    onChange: change,
    disabled: busy,
  });

  const courseOptions = courseList.map((course) => ({ value: String(course.id), label: course.name }));
  // a series running past its course's last day is said as it is typed, before it is scheduled
  const chosenCourse = courseList.find((course) => String(course.id) === values.cla_course_id);
  const classesAfter = chosenCourse ? classesAfterCourseEnd(values, chosenCourse.end_date) : 0;
  const afterEnd =
    classesAfter > 0 ? t('liveClassForm.afterCourseEnd', { count: classesAfter, end: formatLongDate(chosenCourse?.end_date, locale) ?? '' }) : '';
  const cohortOptions = (cohorts.data ?? []).map((c) => ({ value: String(c.id), label: c.name }));
  const loading = courses.status === 'pending' || cohorts.status === 'pending';

  return (
    <section className="fd-live-class-form" aria-labelledby="fd-live-class-form-title">
      <h1 id="fd-live-class-form-title">{t(liveClassFormTitle(editing !== null))}</h1>
      {loading && <DataPending label={t('liveClassForm.loading')} shape="detail" />}
      <FormAlert message={formError} />
      <form ref={formRef} noValidate onSubmit={submit}>
        <SelectField {...field('cla_course_id')} options={courseOptions} placeholder={t('liveClassForm.selectCourse')} />
        <TextField {...field('name')} type="text" autoComplete="off" maxLength={TEXT_LIMITS.name} />
        <div className="fd-live-class-form__row">
          <TextField {...field('date')} type="date" />
          <TextField {...field('time')} type="time" hint={typed.hint} />
          <TextField {...field('duration')} type="number" min={1} step={1} inputMode="numeric" hint={t('liveClassForm.inMinutes')} />
        </div>
        <TextField {...field('zoom_link')} type="url" inputMode="url" placeholder="https://zoom.us/j/..." hint={t('liveClassForm.zoomHint')} />
        <SelectField {...field('cohort_id')} options={cohortOptions} placeholder={t('cohort.select')} hint={cohortsHint(cohorts, t)} />
        {!editing && (
          <TextField
            {...field('repeat_weeks')}
            type="number"
            min={REPEAT_WEEKS.min}
            max={REPEAT_WEEKS.max}
            step={1}
            inputMode="numeric"
            hint={afterEnd ? `${t('liveClassForm.repeatWeeksHint')} ${afterEnd}` : t('liveClassForm.repeatWeeksHint')}
          />
        )}
        {editing?.series_id != null && (
          <fieldset className="fd-live-class-form__apply-to" disabled={busy}>
            <legend>{t('liveClassForm.applyTo')}</legend>
            <label>
              <input type="radio" name="apply_to" value="this" checked={applyTo === 'this'} onChange={() => setApplyTo('this')} />{' '}
              {t('liveClassForm.applyTo.this')}
            </label>
            <label>
              <input type="radio" name="apply_to" value="following" checked={applyTo === 'following'} onChange={() => setApplyTo('following')} />{' '}
              {t('liveClassForm.applyTo.following')}
            </label>
          </fieldset>
        )}
        <div className="fd-live-class-form__actions">
          <SubmitButton busy={busy} busyText={editing ? t('liveClassForm.updating') : t('liveClassForm.scheduling')}>
            {editing ? t('liveClassForm.update') : t('portal.form.scheduleLiveClass')}
          </SubmitButton>
          <Link className="btn btn--secondary" to={LIVE_CLASS_PATHS.list}>
            {t('states.cancel')}
          </Link>
        </div>
      </form>
    </section>
  );
}
