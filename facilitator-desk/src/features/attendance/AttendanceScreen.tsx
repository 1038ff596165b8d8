import { useRef, useState, type FormEvent } from 'react';
import { Link, useLocation, useNavigate } from 'react-router-dom';
import { toast } from 'react-toastify';
import { errorMessage } from '@academy/shared/api/error-message';
import { useEndpoint, useEndpointMutation } from '@academy/shared/api/queries';
import type { ClassSession } from '@academy/shared/domain/types';
import { formatLongDate } from '@academy/shared/format/dates';
import { useSingleSubmit } from '@academy/shared/forms/use-single-submit';
import { ACCOUNT_PATHS, sessionEndedLoginState } from '@academy/shared/routing/account-routes';
import { LIVE_CLASS_ACTIONS, LIVE_CLASS_PATHS } from '@academy/shared/routing/live-class-routes';
import { SESSION_EXPIRED_MESSAGE } from '@academy/shared/session/portal-access';
import { useSessionStore } from '@academy/shared/session/store';
import FormAlert from '@academy/shared/ui/forms/FormAlert';
import SelectField from '@academy/shared/ui/forms/SelectField';
import SubmitButton from '@academy/shared/ui/forms/SubmitButton';
import { LIVE_CLASSES_FETCH_FAILED } from '@academy/shared/ui/live-classes/LiveClassesScreen';
import './attendance.css';
import QueryState from '@academy/shared/ui/states/QueryState';

const STUDENTS_FETCH_FAILED = 'Failed to fetch students. Please try again.';
const RECORD_FAILED = 'Failed to record attendance. Please try again.';

function classLabel(session: ClassSession): string {
  return `${session.name} (${formatLongDate(session.date) ?? session.date})`;
}

/**
 * /portal/attendance/new (docs/requirements.md §2.14 and §4): pick one of today's classes, then record each
 * student still missing attendance, one at a time, until none remain.
 */
export default function AttendanceScreen() {
  const [session, setSession] = useState<ClassSession | null>(null);
  return session ? <RecordStep session={session} onBack={() => setSession(null)} /> : <ChooseClassStep onProceed={setSession} />;
}

function ChooseClassStep({ onProceed }: { onProceed: (session: ClassSession) => void }) {
  const today = useEndpoint('listTodayClasses', {}, { failureToast: LIVE_CLASSES_FETCH_FAILED });
  const [chosen, setChosen] = useState('');
  const [error, setError] = useState<string | null>(null);
  const selectRef = useRef<HTMLSelectElement>(null);
  const classes = today.data?.live_classes ?? [];

  function proceed(event: FormEvent) {
    event.preventDefault();
    const session = classes.find((c) => String(c.id) === chosen);
    if (!session) {
      setError('Please select a class first');
      selectRef.current?.focus();
      return;
    }
    onProceed(session);
  }

  return (
    <section className="fd-attendance" aria-labelledby="fd-attendance-title">
      <h1 id="fd-attendance-title">{LIVE_CLASS_ACTIONS.addAttendance}</h1>
      <p className="fd-attendance__step">Step 1 of 2: choose one of today&apos;s classes.</p>
      <QueryState query={today} loading={{ label: "Loading today's classes...", shape: 'list' }} failed={LIVE_CLASSES_FETCH_FAILED}>
        {() =>
          classes.length === 0 ? (
            <p className="fd-attendance__note">
              No live classes are scheduled for today. <Link to={LIVE_CLASS_PATHS.form}>Schedule a live class</Link>
            </p>
          ) : (
            <form noValidate onSubmit={proceed}>
              <SelectField
                ref={selectRef}
                label="Class"
                name="class"
                placeholder="Select a class"
                options={classes.map((c) => ({ value: String(c.id), label: classLabel(c) }))}
                value={chosen}
                error={error}
                onChange={(event) => {
                  setChosen(event.target.value);
                  setError(null);
                }}
              />
              <button type="submit" className="btn">
                Proceed
              </button>
            </form>
          )
        }
      </QueryState>
    </section>
  );
}

function RecordStep({ session, onBack }: { session: ClassSession; onBack: () => void }) {
  const navigate = useNavigate();
  const location = useLocation();
  const missing = useEndpoint(
    'listMissingAttendance',
    { query: { cla_live_class_id: session.id, cla_cohort_id: session.cla_cohort_id } },
    { failureToast: STUDENTS_FETCH_FAILED },
  );
  // the missing students are fetched again below, for what comes next
  const record = useEndpointMutation('recordAttendance', { invalidates: ['getClassSheet', 'getAttendanceSummary', 'getStudentList'] });
  const [studentId, setStudentId] = useState('');
  const [present, setPresent] = useState(true);
  const [studentError, setStudentError] = useState<string | null>(null);
  const [formError, setFormError] = useState<string | null>(null);
  const studentRef = useRef<HTMLSelectElement>(null);
  const students = missing.data?.data.missing_users ?? [];

  const { busy, run } = useSingleSubmit(async () => {
    if (!useSessionStore.getState().token) {
      navigate(ACCOUNT_PATHS.login, { replace: true, state: sessionEndedLoginState(SESSION_EXPIRED_MESSAGE, location) });
      return;
    }
    setFormError(null);
    try {
      const attendance = { cla_live_class_id: session.id, cla_user_id: Number(studentId), cla_cohort_id: String(session.cla_cohort_id), present };
      await record.mutateAsync({ body: { cla_attendance: attendance } });
    } catch (error) {
      toast.error(RECORD_FAILED);
      const detail = errorMessage(error, RECORD_FAILED);
      setFormError(detail === RECORD_FAILED ? null : detail);
      return;
    }
    toast.success('Attendance recorded successfully!');
    setStudentId('');
    setPresent(true);
    // a list that cannot be loaded again shows its failure with Retry, as on the first load
    const remaining = await missing.refetch();
    if (remaining.isSuccess && remaining.data.data.missing_users.length === 0) {
      toast.success('All attendance has been marked!');
      navigate(LIVE_CLASS_PATHS.list);
    }
  });

  function submit(event: FormEvent) {
    event.preventDefault();
    if (!students.some((student) => String(student.id) === studentId)) {
      setStudentError('Please select a student');
      studentRef.current?.focus();
      return;
    }
    void run();
  }

  return (
    <section className="fd-attendance" aria-labelledby="fd-attendance-title">
      <h1 id="fd-attendance-title">{LIVE_CLASS_ACTIONS.addAttendance}</h1>
      <p className="fd-attendance__step">Step 2 of 2: record each student of {classLabel(session)}.</p>
      <button type="button" className="btn btn--secondary fd-attendance__back" onClick={onBack} disabled={busy}>
        Choose another class
      </button>
      <QueryState query={missing} loading={{ label: 'Loading students...', shape: 'table' }} failed={STUDENTS_FETCH_FAILED}>
        {() =>
          students.length === 0 ? (
            <p role="status" className="fd-attendance__note">
              No students found with missing attendance.
            </p>
          ) : (
            <form noValidate onSubmit={submit}>
              <p className="fd-attendance__warning" id="fd-attendance-warning">
                <strong>Note:</strong> student attendance cannot be changed after submission.
              </p>
              <FormAlert message={formError} />
              <SelectField
                ref={studentRef}
                label={`Student (${students.length} without attendance)`}
                name="student"
                placeholder="Select a student"
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
                <legend>Attendance</legend>
                <label>
                  <input type="radio" name="presence" value="present" checked={present} onChange={() => setPresent(true)} /> Present
                </label>
                <label>
                  <input type="radio" name="presence" value="absent" checked={!present} onChange={() => setPresent(false)} /> Absent
                </label>
              </fieldset>
              <SubmitButton busy={busy} busyText="Submitting..." aria-describedby="fd-attendance-warning">
                Submit
              </SubmitButton>
            </form>
          )
        }
      </QueryState>
    </section>
  );
}
