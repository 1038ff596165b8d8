import { useState, type FormEvent } from 'react';
import { toast } from 'react-toastify';
import { getClassSheet, saveClassSheet } from '@academy/shared/api/attendance';
import { errorMessage } from '@academy/shared/api/error-message';
import { listLiveClasses } from '@academy/shared/api/live-classes';
import type { AttendanceStatus, ClassSheet } from '@academy/shared/domain/types';
import { formatLongDate } from '@academy/shared/format/dates';
import { useSingleSubmit } from '@academy/shared/forms/use-single-submit';
import { useAsyncData } from '@academy/shared/hooks/use-async-data';
import FormAlert from '@academy/shared/ui/forms/FormAlert';
import SelectField from '@academy/shared/ui/forms/SelectField';
import SubmitButton from '@academy/shared/ui/forms/SubmitButton';
import { LIVE_CLASSES_FETCH_FAILED } from '@academy/shared/ui/live-classes/LiveClassesScreen';
import CsvDownloadButton from '@academy/shared/ui/CsvDownloadButton';
import LoadFailed from '@academy/shared/ui/LoadFailed';
import './attendance.css';

const SHEET_FETCH_FAILED = 'Failed to fetch the class list. Please try again.';
const SAVE_FAILED = 'Failed to save attendance. Please try again.';
const STATUSES: { value: AttendanceStatus; label: string }[] = [
  { value: 'present', label: 'Present' },
  { value: 'late', label: 'Late' },
  { value: 'excused', label: 'Excused' },
  { value: 'absent', label: 'Absent' },
];
const statusLabel = (status: AttendanceStatus) => STATUSES.find((s) => s.value === status)!.label;

/**
 * /portal/attendance/class: a whole class at once. Every student of the class's cohort with
 * Present (default), Late, Excused or Absent, saved in one request (all or none). Students already
 * recorded are shown with their status and cannot be changed.
 */
export default function ClassAttendanceScreen() {
  const classes = useAsyncData(() => listLiveClasses(), LIVE_CLASSES_FETCH_FAILED, []);
  const [classId, setClassId] = useState('');
  const options =
    classes.state.status === 'ready'
      ? [...classes.state.data]
          .sort((a, b) => b.date.localeCompare(a.date))
          .map((c) => ({ value: String(c.id), label: `${c.name} (${formatLongDate(c.date) ?? c.date})` }))
      : [];

  return (
    <section className="fd-attendance" aria-labelledby="fd-class-attendance-title">
      <h1 id="fd-class-attendance-title">Whole-class attendance</h1>
      <p className="fd-attendance__warning" role="note">
        Attendance cannot be changed once it is saved.
      </p>
      {classes.state.status === 'failed' && <LoadFailed message={LIVE_CLASSES_FETCH_FAILED} onRetry={classes.reload} />}
      <SelectField
        label="Class"
        name="class"
        placeholder="Select a class"
        options={options}
        value={classId}
        onChange={(event) => setClassId(event.target.value)}
      />
      {classId && <SheetForm key={classId} classId={Number(classId)} />}
    </section>
  );
}

/** The students whose attendance is still to be recorded (a deactivated account is not expected). */
function expected(sheet: ClassSheet) {
  return sheet.students.filter((s) => s.status === null && !s.deactivated);
}

function SheetForm({ classId }: { classId: number }) {
  const { state, reload } = useAsyncData(() => getClassSheet(classId), SHEET_FETCH_FAILED, [classId]);
  const [chosen, setChosen] = useState<Record<number, AttendanceStatus>>({});
  const [error, setError] = useState<string | null>(null);

  const { busy, run } = useSingleSubmit(async (sheet: ClassSheet) => {
    setError(null);
    const records = expected(sheet).map((s) => ({ cla_user_id: s.id, status: chosen[s.id] ?? 'present' }));
    try {
      await saveClassSheet(classId, records);
    } catch (failure) {
      setError(errorMessage(failure, SAVE_FAILED));
      reload();
      return;
    }
    toast.success(`Attendance saved for ${records.length} ${records.length === 1 ? 'student' : 'students'}.`);
    setChosen({});
    reload();
  });

  if (state.status === 'loading') return <p role="status">Loading the class list...</p>;
  if (state.status === 'failed') return <LoadFailed message={SHEET_FETCH_FAILED} onRetry={reload} />;
  const sheet = state.data;
  const open = expected(sheet);

  function onSubmit(event: FormEvent) {
    event.preventDefault();
    void run(sheet);
  }

  return (
    <form className="fd-class-sheet" noValidate onSubmit={onSubmit} aria-label={`Attendance of ${sheet.live_class.name}`}>
      <FormAlert message={error} />
      {sheet.students.length === 0 && <p className="empty-state">This class's cohort has no students.</p>}
      {sheet.students.length > 0 && (
        <table className="table fd-class-sheet__table">
          <caption className="visually-hidden">Students of {sheet.live_class.name}</caption>
          <thead>
            <tr>
              <th scope="col">Student</th>
              <th scope="col">Status</th>
            </tr>
          </thead>
          <tbody>
            {sheet.students.map((student) => (
              <tr key={student.id}>
                <th scope="row" id={`fd-sheet-student-${student.id}`}>
                  {student.name}
                </th>
                <td>
                  {student.status ? (
                    <span>{statusLabel(student.status)} (recorded)</span>
                  ) : student.deactivated ? (
                    <span>Account deactivated</span>
                  ) : (
                    <div role="radiogroup" aria-labelledby={`fd-sheet-student-${student.id}`} className="fd-class-sheet__choices">
                      {STATUSES.map((status) => (
                        <label key={status.value}>
                          <input
                            type="radio"
                            name={`status-${student.id}`}
                            value={status.value}
                            checked={(chosen[student.id] ?? 'present') === status.value}
                            onChange={() => setChosen((previous) => ({ ...previous, [student.id]: status.value }))}
                          />{' '}
                          {status.label}
                        </label>
                      ))}
                    </div>
                  )}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
      {open.length === 0 && sheet.students.length > 0 && <p role="status">Everyone's attendance is recorded for this class.</p>}
      <div className="fd-class-sheet__actions">
        {open.length > 0 && (
          <SubmitButton busy={busy} busyText="Saving...">
            Save attendance for {open.length} {open.length === 1 ? 'student' : 'students'}
          </SubmitButton>
        )}
        <CsvDownloadButton path="/cla_attendances/class_sheet/csv" params={{ cla_live_class_id: classId }} filename={`attendance-class-${classId}.csv`}>
          Download CSV
        </CsvDownloadButton>
      </div>
    </form>
  );
}
