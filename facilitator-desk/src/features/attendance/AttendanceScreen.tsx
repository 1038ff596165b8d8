import { useEffect, useRef, useState, type FormEvent } from 'react';
import { Link, useLocation, useNavigate } from 'react-router-dom';
import { toast } from '@academy/shared/feedback/toast';
import { errorMessage, isUnanswered } from '@academy/shared/api/error-message';
import { useEndpoint, useEndpointMutation } from '@academy/shared/api/queries';
import type { ClassSession } from '@academy/shared/domain/types';
import { readerMoment } from '@academy/contract/rules/time-zones';
import { useReaderTimeZone } from '@academy/shared/notifications/reader-zone';
import { useSingleSubmit } from '@academy/shared/forms/use-single-submit';
import { ACCOUNT_PATHS, sessionEndedLoginState } from '@academy/shared/routing/account-routes';
import { LIVE_CLASS_PATHS } from '@academy/shared/routing/live-class-routes';
import { portalPath } from '@academy/shared/routing/portal-screens';
import { SESSION_EXPIRED_MESSAGE } from '@academy/shared/session/portal-access';
import { useSessionStore } from '@academy/shared/session/store';
import FormAlert from '@academy/shared/ui/forms/FormAlert';
import SelectField from '@academy/shared/ui/forms/SelectField';
import SubmitButton from '@academy/shared/ui/forms/SubmitButton';
import './attendance.css';
import QueryState from '@academy/shared/ui/states/QueryState';
import { useLocale } from '@academy/shared/i18n/messages';
import { useLocalPath } from '@academy/shared/i18n/local-path';
import { useT } from '../../i18n';

/** 'Week 1 session (Tue, 3 Mar 2026, 7:00 PM GMT-3)': in the reader's zone, named, as the whole-class picker (today is the academy's, not theirs). */
function useClassLabel(): (session: ClassSession) => string {
  const t = useT();
  const locale = useLocale();
  const readerZone = useReaderTimeZone();
  return (session) => {
    const { date, time } = readerMoment(session.starts_at, readerZone, readerZone, locale);
    return t('attendance.classLabel', { name: session.name, date, time });
  };
}

/**
 * /portal/attendance/new (docs/requirements.md §2.14 and §4): pick one of today's classes, then record each
 * student still missing attendance, one at a time, until none remain.
 */
export default function AttendanceScreen() {
  const [session, setSession] = useState<ClassSession | null>(null);
  const [cameBack, setCameBack] = useState(false);
  function back() {
    setSession(null);
    setCameBack(true);
  }
  return session ? <RecordStep session={session} onBack={back} /> : <ChooseClassStep onProceed={setSession} announce={cameBack} />;
}

/** The step's line, which takes the keyboard's focus when `announce`: the button that opened the step is gone. */
function StepLine({ text, announce }: { text: string; announce: boolean }) {
  const line = useRef<HTMLParagraphElement>(null);
  useEffect(() => {
    if (announce) line.current?.focus();
  }, [announce]);
  return (
    <p ref={line} tabIndex={-1} className="fd-attendance__step">
      {text}
    </p>
  );
}

function ChooseClassStep({ onProceed, announce }: { onProceed: (session: ClassSession) => void; announce: boolean }) {
  const t = useT();
  const classLabel = useClassLabel();
  const fetchFailed = t('attendance.classesFetchFailed');
  const today = useEndpoint('listTodayClasses', {}, { failureToast: fetchFailed });
  const [chosen, setChosen] = useState('');
  const [error, setError] = useState<string | null>(null);
  const selectRef = useRef<HTMLSelectElement>(null);
  const classes = today.data?.live_classes ?? [];

  function proceed(event: FormEvent) {
    event.preventDefault();
    const session = classes.find((c) => String(c.id) === chosen);
    if (!session) {
      setError(t('attendance.selectClassFirst'));
      selectRef.current?.focus();
      return;
    }
    onProceed(session);
  }

  return (
    <section className="fd-attendance" aria-labelledby="fd-attendance-title">
      <h1 id="fd-attendance-title">{t('portal.form.addAttendance')}</h1>
      <StepLine text={t('attendance.step1')} announce={announce} />
      <QueryState query={today} loading={{ label: t('attendance.loadingToday'), shape: 'list' }} failed={fetchFailed}>
        {() =>
          classes.length === 0 ? (
            <p className="fd-attendance__note">
              {t('attendance.noneToday')} <Link to={LIVE_CLASS_PATHS.form}>{t('attendance.scheduleOne')}</Link>
            </p>
          ) : (
            <form noValidate onSubmit={proceed}>
              <SelectField
                ref={selectRef}
                label={t('attendance.class')}
                name="class"
                placeholder={t('attendance.selectClass')}
                options={classes.map((c) => ({ value: String(c.id), label: classLabel(c) }))}
                value={chosen}
                error={error}
                onChange={(event) => {
                  setChosen(event.target.value);
                  setError(null);
                }}
              />
              <button type="submit" className="btn">
                {t('attendance.proceed')}
              </button>
            </form>
          )
        }
      </QueryState>
    </section>
  );
}

function RecordStep({ session, onBack }: { session: ClassSession; onBack: () => void }) {
  const t = useT();
  const classLabel = useClassLabel();
  const studentsFetchFailed = t('attendance.studentsFetchFailed');
  const recordFailed = t('attendance.recordFailed');
  const navigate = useNavigate();
  const location = useLocation();
  const localPath = useLocalPath();
  const missing = useEndpoint(
    'listMissingAttendance',
    { query: { cla_live_class_id: session.id, cla_cohort_id: session.cla_cohort_id } },
    { failureToast: studentsFetchFailed },
  );
  // the missing students are fetched again below, for what comes next
  const record = useEndpointMutation('recordAttendance', { invalidates: ['getClassSheet', 'getAttendanceSummary', 'getStudentList'] });
  const [studentId, setStudentId] = useState('');
  const [present, setPresent] = useState(true);
  const [studentError, setStudentError] = useState<string | null>(null);
  const [formError, setFormError] = useState<string | null>(null);
  const studentRef = useRef<HTMLSelectElement>(null);
  const students = missing.data?.data.missing_users ?? [];
  // a record whose answer was lost on the way may have reached the academy: once the list, read again,
  // no longer has its student, it did, and the failure shown is no longer true
  const [unanswered, setUnanswered] = useState<{ id: string; name: string } | null>(null);
  const listed = missing.data?.data.missing_users;
  useEffect(() => {
    if (!unanswered || !listed || listed.some((student) => String(student.id) === unanswered.id)) return;
    setUnanswered(null);
    setFormError(null);
    setStudentId('');
    setPresent(true);
    toast.success(t('attendance.reachedAfterAll', { name: unanswered.name }));
  }, [unanswered, listed, t]);

  const { busy, run } = useSingleSubmit(async () => {
    if (!useSessionStore.getState().token) {
      navigate(localPath(ACCOUNT_PATHS.login), {
        replace: true,
        state: sessionEndedLoginState(t(SESSION_EXPIRED_MESSAGE), location, useSessionStore.getState().user?.id),
      });
      return;
    }
    setFormError(null);
    try {
      const attendance = { cla_live_class_id: session.id, cla_user_id: Number(studentId), cla_cohort_id: String(session.cla_cohort_id), present };
      await record.mutateAsync({ body: { cla_attendance: attendance } });
    } catch (error) {
      toast.error(recordFailed);
      if (isUnanswered(error)) setUnanswered({ id: studentId, name: students.find((student) => String(student.id) === studentId)?.name ?? '' });
      const detail = errorMessage(error, recordFailed);
      setFormError(detail === recordFailed ? null : detail);
      return;
    }
    toast.success(t('attendance.recorded'));
    setStudentId('');
    setPresent(true);
    // a list that cannot be loaded again shows its failure with Retry, as on the first load
    const remaining = await missing.refetch();
    if (remaining.isSuccess && remaining.data.data.missing_users.length === 0) {
      toast.success(t('attendance.allMarked'));
      navigate(LIVE_CLASS_PATHS.list);
    }
  });

  function submit(event: FormEvent) {
    event.preventDefault();
    if (!students.some((student) => String(student.id) === studentId)) {
      setStudentError(t('attendance.selectStudentFirst'));
      studentRef.current?.focus();
      return;
    }
    void run();
  }

  return (
    <section className="fd-attendance" aria-labelledby="fd-attendance-title">
      <h1 id="fd-attendance-title">{t('portal.form.addAttendance')}</h1>
      <StepLine text={t('attendance.step2', { session: classLabel(session) })} announce />
      <button type="button" className="btn btn--secondary fd-attendance__back" onClick={onBack} disabled={busy}>
        {t('attendance.chooseAnother')}
      </button>
      <QueryState query={missing} loading={{ label: t('attendance.loadingStudents'), shape: 'table' }} failed={studentsFetchFailed}>
        {() =>
          students.length === 0 ? (
            <p role="status" className="fd-attendance__note">
              {t('attendance.noneMissing')}
            </p>
          ) : (
            <form noValidate onSubmit={submit}>
              <p className="fd-attendance__warning" id="fd-attendance-warning">
                {t('attendance.finalNote', { note: <strong>{t('attendance.note')}</strong> })}{' '}
                {t('attendance.correctOnSheet', { sheet: <Link to={portalPath('classAttendance')}>{t('attendance.sheet')}</Link> })}
              </p>
              <FormAlert message={formError} />
              <SelectField
                ref={studentRef}
                label={t('attendance.studentLabel', { count: students.length })}
                name="student"
                placeholder={t('attendance.selectStudent')}
                options={students.map((student) => ({ value: String(student.id), label: student.name }))}
                value={studentId}
                error={studentError}
                disabled={busy}
                onChange={(event) => {
                  setStudentId(event.target.value);
                  setStudentError(null);
                }}
              />
              <fieldset className="fd-attendance__presence" disabled={busy}>
                <legend>{t('desk.column.attendance')}</legend>
                <label>
                  <input type="radio" name="presence" value="present" checked={present} onChange={() => setPresent(true)} /> {t('attendance.status.present')}
                </label>
                <label>
                  <input type="radio" name="presence" value="absent" checked={!present} onChange={() => setPresent(false)} /> {t('attendance.status.absent')}
                </label>
              </fieldset>
              <SubmitButton busy={busy} busyText={t('attendance.submitting')} aria-describedby="fd-attendance-warning">
                {t('attendance.submit')}
              </SubmitButton>
            </form>
          )
        }
      </QueryState>
    </section>
  );
}
