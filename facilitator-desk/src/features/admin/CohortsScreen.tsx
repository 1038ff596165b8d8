import { useState, type FormEvent } from 'react';
import { TEXT_LIMITS } from '@academy/contract/rules/limits';
import { toast } from '@academy/shared/feedback/toast';
import { errorCodeOf } from '@academy/shared/api/client';
import { errorMessage, fieldRefusals } from '@academy/shared/api/error-message';
import { endsBeforeStart } from '@academy/contract/rules/date-range';
import { useFormFields } from '@academy/shared/forms/use-form-fields';
import { useEndpoint, useEndpointMutation } from '@academy/shared/api/queries';
import type { CohortBody } from '@academy/contract/schemas/admin';
import type { AdminCohort, AdminUser } from '@academy/shared/domain/types';
import { useSingleSubmit } from '@academy/shared/forms/use-single-submit';
import CheckboxField from '@academy/shared/ui/forms/CheckboxField';
import FormAlert from '@academy/shared/ui/forms/FormAlert';
import SubmitButton from '@academy/shared/ui/forms/SubmitButton';
import TextField from '@academy/shared/ui/forms/TextField';
import ConfirmDialog from '@academy/shared/ui/ConfirmDialog';
import QueryState from '@academy/shared/ui/states/QueryState';
import '@academy/shared/styles/forms.css';
import './admin.css';
import CourseHandover from './CourseHandover';
import { formatLongDate } from '@academy/shared/format/dates';
import { useLocale } from '@academy/shared/i18n/messages';
import { deskTranslate, fieldName } from '../../i18n';
import { useT } from './i18n';
import { compactErrors, percentError, requiredError } from '@academy/shared/forms/validation';
import { attendanceWeightFor } from '@academy/contract/rules/grade-weighting';
const EMPTY_INPUT: CohortBody = { name: '', start_date: null, end_date: null };
/** A change to a cohort: the cohort lists, and the courses whose owner may have left it. */
const COHORT_CHANGE = { invalidates: ['listAdminCohorts' as const, 'listAdminCourses' as const] };

/** /portal/admin/cohorts: create a cohort, rename it, set its dates, facilitators and default grade weighting, close or reopen it, hand over courses left without a facilitator of their cohort. */
export default function CohortsScreen() {
  const t = useT();
  const locale = useLocale();
  const loadFailed = t('cohorts.loadFailed');
  const cohorts = useEndpoint('listAdminCohorts', {}, { failureToast: loadFailed });
  const facilitators = useEndpoint('listAccounts', { query: { role: 'facilitator' } }, { failureToast: t('cohorts.facilitatorsFailed') });
  const creation = useEndpointMutation('createCohort', COHORT_CHANGE);
  const update = useEndpointMutation('updateCohort', COHORT_CHANGE);
  const closure = useEndpointMutation('closeCohort', COHORT_CHANGE);
  const reopening = useEndpointMutation('reopenCohort', COHORT_CHANGE);
  const [editing, setEditing] = useState<number | null>(null);
  const [closing, setClosing] = useState<AdminCohort | null>(null);

  async function toggleOpen(cohort: AdminCohort) {
    try {
      await (cohort.closed ? reopening : closure).mutateAsync({ params: { id: cohort.id } });
      toast.success(t(cohort.closed ? 'cohorts.reopened' : 'cohorts.closedNow', { name: cohort.name }));
    } catch (error) {
      toast.error(errorMessage(error, t('cohorts.changeFailed')));
    } finally {
      setClosing(null);
    }
  }

  return (
    <section className="fd-admin" aria-labelledby="fd-admin-cohorts-title">
      <h1 id="fd-admin-cohorts-title">{t('portal.screen.adminCohorts')}</h1>
      <CohortForm title={t('cohorts.new')} submitText={t('cohorts.create')} initial={EMPTY_INPUT} save={(body) => creation.mutateAsync({ body })} />
      <QueryState
        query={cohorts}
        loading={{ label: t('cohorts.loading'), shape: 'table' }}
        failed={loadFailed}
        empty={{ when: (list) => list.length === 0, title: t('cohorts.none'), hint: t('cohorts.noneHint') }}
      >
        {(list) => (
          <>
            <ul className="fd-admin__cohorts">
              {list.map((cohort) => (
                <li key={cohort.id} className="card">
                  <h2>
                    {cohort.name} {cohort.closed && <span className="badge badge--warning">{t('cohorts.closed')}</span>}
                  </h2>
                  <p>
                    {t('cohorts.summary', {
                      from: formatLongDate(cohort.start_date, locale) ?? '',
                      until: formatLongDate(cohort.end_date, locale) ?? '',
                      dates: cohort.start_date ? (cohort.end_date ? 'both' : 'from') : cohort.end_date ? 'until' : 'none',
                      count: cohort.student_count,
                    })}
                  </p>
                  <div className="fd-admin__actions">
                    <button
                      type="button"
                      className="btn btn--secondary"
                      aria-expanded={editing === cohort.id}
                      onClick={() => setEditing(editing === cohort.id ? null : cohort.id)}
                    >
                      {t('action.edit')}
                      <span className="visually-hidden"> {cohort.name}</span>
                    </button>
                    <button type="button" className="btn btn--secondary" onClick={() => (cohort.closed ? void toggleOpen(cohort) : setClosing(cohort))}>
                      {cohort.closed ? t('cohorts.reopen') : t('cohorts.close')}
                      <span className="visually-hidden"> {cohort.name}</span>
                    </button>
                  </div>
                  {editing === cohort.id && (
                    <>
                      <CohortForm
                        title={t('cohorts.edit', { name: cohort.name })}
                        submitText={t('notes.save')}
                        initial={cohort}
                        save={(body) => update.mutateAsync({ params: { id: cohort.id }, body })}
                      />
                      <FacilitatorPicker cohort={cohort} facilitators={facilitators.data ?? []} />
                      <CohortWeightsForm cohort={cohort} />
                    </>
                  )}
                </li>
              ))}
            </ul>
            {facilitators.data && <CourseHandover cohorts={list} facilitators={facilitators.data} />}
          </>
        )}
      </QueryState>
      {closing && (
        <ConfirmDialog
          title={t('cohorts.closeQuestion', { name: closing.name })}
          message={t('cohorts.closeMessage')}
          confirmLabel={t('cohorts.closeConfirm')}
          onConfirm={() => void toggleOpen(closing)}
          onCancel={() => setClosing(null)}
        />
      )}
    </section>
  );
}

interface CohortFormProps {
  title: string;
  submitText: string;
  initial: CohortBody;
  save: (input: CohortBody) => Promise<AdminCohort>;
}

type CohortField = 'name' | 'start_date' | 'end_date';
const COHORT_FIELDS: readonly CohortField[] = ['name', 'start_date', 'end_date'];

function validateCohort({ name, start_date, end_date }: Record<CohortField, string>) {
  return compactErrors<CohortField>({
    name: requiredError(name, fieldName('name')),
    start_date: null,
    end_date: endsBeforeStart(start_date, end_date) ? deskTranslate('check.endBeforeStart') : null,
  });
}

function CohortForm({ title, submitText, initial, save }: CohortFormProps) {
  const t = useT();
  const { formRef, values, setValues, checkFields, showErrors, fieldProps } = useFormFields<Record<CohortField, string>>(
    { name: initial.name, start_date: initial.start_date ?? '', end_date: initial.end_date ?? '' },
    validateCohort,
    COHORT_FIELDS,
  );
  const [formError, setFormError] = useState<string | null>(null);
  const { busy, run } = useSingleSubmit(async () => {
    setFormError(null);
    try {
      const saved = await save({ name: values.name.trim(), start_date: values.start_date || null, end_date: values.end_date || null });
      toast.success(t('cohorts.saved', { name: saved.name }));
      // a new cohort's form starts again empty: the next one does not take these dates unseen
      if (initial === EMPTY_INPUT) setValues({ name: '', start_date: '', end_date: '' });
    } catch (error) {
      const refusals =
        errorCodeOf(error) === 'cohort_name_taken' ? { name: errorMessage(error, t('cohorts.saveFailed')) } : fieldRefusals(error, COHORT_FIELDS);
      if (refusals) showErrors(refusals);
      else setFormError(errorMessage(error, t('cohorts.saveFailed')));
    }
  });

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (checkFields()) void run();
  }

  return (
    <form ref={formRef} className="fd-admin__form" aria-label={title} onSubmit={onSubmit} noValidate>
      <FormAlert message={formError} />
      <TextField {...fieldProps('name', t('courseForm.name'))} maxLength={TEXT_LIMITS.cohortName} />
      <TextField {...fieldProps('start_date', t('courseForm.startDate'))} required={false} type="date" />
      <TextField {...fieldProps('end_date', t('courseForm.endDate'))} required={false} type="date" />
      <SubmitButton busy={busy} busyText={t('states.saving')}>
        {submitText}
      </SubmitButton>
    </form>
  );
}

function FacilitatorPicker({ cohort, facilitators }: { cohort: AdminCohort; facilitators: AdminUser[] }) {
  const t = useT();
  const [chosen, setChosen] = useState<number[]>(cohort.facilitator_ids);
  const assignment = useEndpointMutation('setCohortFacilitators', COHORT_CHANGE);
  const { busy, run } = useSingleSubmit(async () => {
    try {
      await assignment.mutateAsync({ params: { id: cohort.id }, body: { facilitator_ids: chosen } });
      toast.success(t('cohorts.facilitatorsSaved', { name: cohort.name }));
    } catch (error) {
      toast.error(errorMessage(error, t('cohorts.facilitatorsSaveFailed')));
    }
  });
  return (
    <form
      className="fd-admin__form"
      onSubmit={(event) => {
        event.preventDefault();
        void run();
      }}
    >
      <fieldset>
        <legend>{t('cohorts.facilitatorsOf', { name: cohort.name })}</legend>
        {facilitators.length === 0 && <p>{t('cohorts.noFacilitators')}</p>}
        {facilitators.map((f) => (
          <CheckboxField
            key={f.id}
            label={f.name}
            name={`facilitator-${f.id}`}
            checked={chosen.includes(f.id)}
            onChange={(event) => setChosen(event.target.checked ? [...chosen, f.id] : chosen.filter((id) => id !== f.id))}
          />
        ))}
      </fieldset>
      <SubmitButton busy={busy} busyText={t('states.saving')}>
        {t('cohorts.saveFacilitators')}
      </SubmitButton>
    </form>
  );
}

/** The weighting the cohort's courses take unless they set their own: assignments typed, attendance the rest of 100. */
function CohortWeightsForm({ cohort }: { cohort: AdminCohort }) {
  const t = useT();
  const [assignments, setAssignments] = useState(String(cohort.grade_weights.assignments));
  const [error, setError] = useState<string | null>(null);
  const [formError, setFormError] = useState<string | null>(null);
  const saving = useEndpointMutation('setCohortGradeWeights', COHORT_CHANGE);
  const attendance = attendanceWeightFor(assignments);
  const { busy, run } = useSingleSubmit(async () => {
    setFormError(null);
    try {
      await saving.mutateAsync({
        params: { id: cohort.id },
        body: { grade_weights: { assignments: Number(assignments), attendance: 100 - Number(assignments) } },
      });
      toast.success(t('cohorts.weightsSaved', { name: cohort.name }));
    } catch (failure) {
      setFormError(errorMessage(failure, t('cohorts.weightsSaveFailed')));
    }
  });

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const label = fieldName('assignmentsWeight');
    const found = requiredError(assignments, label) ?? percentError(assignments, label);
    setError(found);
    if (!found) void run();
  }

  return (
    <form className="fd-admin__form" aria-label={t('cohorts.weightsOf', { name: cohort.name })} onSubmit={onSubmit} noValidate>
      <fieldset>
        <legend>{t('cohorts.weightsOf', { name: cohort.name })}</legend>
        <p>{t('cohorts.weightsHint')}</p>
        <FormAlert message={formError} />
        <TextField
          label={t('courseForm.assignmentsWeight')}
          name="assignments_weight"
          type="number"
          inputMode="numeric"
          min={0}
          max={100}
          value={assignments}
          error={error ?? undefined}
          onChange={(event) => {
            setAssignments(event.target.value);
            setError(null);
          }}
        />
        <p aria-live="polite">{t('courseForm.attendanceWeight', { share: (attendance ?? 0) / 100 })}</p>
      </fieldset>
      <SubmitButton busy={busy} busyText={t('states.saving')}>
        {t('cohorts.saveWeights')}
      </SubmitButton>
    </form>
  );
}
