import { TEXT_LIMITS } from '@academy/contract/rules/limits';
import { useState } from 'react';
import { Link, useLocation, useNavigate } from 'react-router-dom';
import { toast } from '@academy/shared/feedback/toast';
import { useEndpointMutation } from '@academy/shared/api/queries';
import type { EndpointName } from '@academy/contract/endpoints';
import { COURSE_PATHS, courseFormFromState, courseFormTitle, type CourseRouteState } from '@academy/shared/domain/courses';
import { useCourses } from '@academy/shared/hooks/use-courses';
import { useFormFields } from '@academy/shared/forms/use-form-fields';
import { useLeaveGuard } from '@academy/shared/forms/leave-guard';
import { cohortsHint, useCohorts } from '../../hooks/use-cohorts';
import { useSessionStore } from '@academy/shared/session/store';
import CheckboxField from '@academy/shared/ui/forms/CheckboxField';
import FormAlert from '@academy/shared/ui/forms/FormAlert';
import SelectField from '@academy/shared/ui/forms/SelectField';
import SubmitButton from '@academy/shared/ui/forms/SubmitButton';
import TextAreaField from '@academy/shared/ui/forms/TextAreaField';
import TextField from '@academy/shared/ui/forms/TextField';
import {
  attendanceWeightOf,
  CATEGORY_OPTIONS,
  coursePayload,
  initialCourseValues,
  prerequisiteOptions,
  validateCourse,
  type CourseFormField,
  type CourseFormValues,
} from './course-form';
import { useSaveForm } from './use-save-form';
import './course-screens.css';
import DataPending from '@academy/shared/ui/states/DataPending';
import { useT } from '../../i18n';

const FIELD_ORDER: CourseFormField[] = [
  'name',
  'description',
  'start_date',
  'end_date',
  'cla_cohort_id',
  'category',
  'prerequisite_course_id',
  'weighting',
  'assignments_weight',
  'pass_mark',
];

/** What a saved course changes (a copy brings topics and assignments). */
const COURSE_READS: EndpointName[] = ['listCourses', 'getCourse', 'listCourseIds', 'listAssignments'];

/**
 * /portal/course/new (docs/requirements.md §2.13): adds a course, or edits or duplicates the one in router state.
 * A duplicate is a new course, prefilled from the original under the name 'Copy of {name}'.
 */
export default function CourseForm() {
  const t = useT();
  const location = useLocation();
  const navigate = useNavigate();
  const userId = useSessionStore((state) => state.user?.id ?? null);
  const [{ mode, course }] = useState(() => courseFormFromState(location.state));
  const { formRef, values, setValues, checkFields, fieldProps, unsaved } = useFormFields<CourseFormValues>(
    () => initialCourseValues(mode, course),
    validateCourse,
    FIELD_ORDER,
  );
  useLeaveGuard(unsaved);
  const [copyContent, setCopyContent] = useState(false);
  const cohortsLoad = useCohorts();
  const ownCourses = useCourses(userId === null ? null : { cla_user_id: userId });
  const create = useEndpointMutation('createCourse', { invalidates: COURSE_READS });
  const copy = useEndpointMutation('copyCourse', { invalidates: COURSE_READS });
  const update = useEndpointMutation('updateCourse', { invalidates: COURSE_READS });

  const editing = mode === 'edit' && course;
  const prerequisites = ownCourses.data ? prerequisiteOptions(ownCourses.data, values.cla_cohort_id, editing ? course.id : null) : [];
  const { formError, busy, onSubmit } = useSaveForm(
    checkFields,
    async () => {
      if (userId === null) return;
      // a prerequisite of another cohort (a copy moved to a new cohort) is dropped, not refused
      const keep = !ownCourses.data || prerequisites.some((option) => option.value === values.prerequisite_course_id);
      const body = { cla_course: coursePayload(keep ? values : { ...values, prerequisite_course_id: '' }, userId) };
      const copyFrom = mode === 'duplicate' && copyContent && course ? course : null;
      const saved = editing
        ? await update.mutateAsync({ params: { id: course.id }, body })
        : copyFrom
          ? await copy.mutateAsync({ params: { id: copyFrom.id }, body })
          : await create.mutateAsync({ body });
      toast.success(editing ? t('courseForm.updated') : t('courseForm.created'));
      const state: CourseRouteState = { course: saved };
      navigate(COURSE_PATHS.details(saved.id), { state, replace: true });
    },
    editing ? t('courseForm.updateFailed') : t('courseForm.createFailed'),
  );

  const cancelTarget = editing ? COURSE_PATHS.details(course.id) : COURSE_PATHS.list;
  return (
    <section className="fd-course-form" aria-labelledby="fd-course-form-title">
      <h1 id="fd-course-form-title">{t(courseFormTitle(mode))}</h1>
      <form ref={formRef} onSubmit={onSubmit} noValidate aria-labelledby="fd-course-form-title">
        <FormAlert message={formError} />
        <TextField {...fieldProps('name', t('courseForm.name'))} maxLength={TEXT_LIMITS.name} />
        <TextAreaField {...fieldProps('description', t('courseForm.description'))} />
        <div className="fd-course-form__dates">
          <TextField {...fieldProps('start_date', t('courseForm.startDate'))} type="date" />
          <TextField {...fieldProps('end_date', t('courseForm.endDate'))} type="date" min={values.start_date || undefined} />
        </div>
        {cohortsLoad.status === 'pending' ? (
          <DataPending label={t('cohort.loading')} shape="detail" />
        ) : (
          <SelectField
            {...fieldProps('cla_cohort_id', t('profile.cohort'))}
            options={(cohortsLoad.data ?? []).map((cohort) => ({ value: String(cohort.id), label: cohort.name }))}
            placeholder={t('cohort.select')}
            hint={cohortsHint(cohortsLoad, t)}
          />
        )}
        <SelectField
          {...fieldProps('category', t('courseForm.category'))}
          options={CATEGORY_OPTIONS.map((option) => ({ ...option, label: t(option.label) }))}
          placeholder={t('courseForm.selectCategory')}
        />
        <SelectField
          {...fieldProps('prerequisite_course_id', t('courseForm.prerequisite'))}
          options={prerequisites}
          placeholder={t('courseForm.noPrerequisite')}
          hint={t('courseForm.prerequisiteHint')}
        />
        <div className="fd-course-form__weighting">
          <CheckboxField
            label={t('courseForm.weighting.own')}
            name="weighting"
            checked={values.weighting === 'own'}
            onChange={(event) => setValues((previous) => ({ ...previous, weighting: event.target.checked ? 'own' : 'cohort' }))}
            hint={t('courseForm.weightingHint')}
          />
          {values.weighting === 'own' && (
            <>
              <TextField {...fieldProps('assignments_weight', t('courseForm.assignmentsWeight'))} type="number" inputMode="numeric" min={0} max={100} />
              <p aria-live="polite">{t('courseForm.attendanceWeight', { share: (attendanceWeightOf(values) ?? 0) / 100 })}</p>
            </>
          )}
          <TextField
            {...fieldProps('pass_mark', t('courseForm.passMark'))}
            required={false}
            type="number"
            inputMode="numeric"
            min={0}
            max={100}
            hint={t('courseForm.passMarkHint')}
          />
        </div>
        {mode === 'duplicate' && (
          <CheckboxField
            label={t('courseForm.copyContent')}
            name="copy_content"
            checked={copyContent}
            onChange={(event) => setCopyContent(event.target.checked)}
            hint={t('courseForm.copyContentHint')}
          />
        )}
        <div className="fd-course-form__actions">
          <SubmitButton busy={busy} busyText={mode === 'edit' ? t('states.saving') : t('courseForm.creating')}>
            {mode === 'edit' ? t('courseForm.save') : t('portal.form.createCourse')}
          </SubmitButton>
          <Link className="btn btn--secondary" to={cancelTarget} state={course ? { course } : undefined}>
            {t('states.cancel')}
          </Link>
        </div>
      </form>
    </section>
  );
}
