import { useState, type FormEvent } from 'react';
import { toast } from 'react-toastify';
import { errorMessage } from '@academy/shared/api/error-message';
import { useEndpoint, useEndpointMutation } from '@academy/shared/api/queries';
import type { AttendanceStatus, ClassSheet, LiveClass } from '@academy/shared/domain/types';
import { readerMoment } from '@academy/contract/rules/time-zones';
import { useReaderTimeZone } from '@academy/shared/notifications/reader-zone';
import { useSingleSubmit } from '@academy/shared/forms/use-single-submit';
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
/** What a saved sheet changes: the sheet itself, the cohort's summary and figures, who is still missing. */
const SHEET_CHANGES = ['getClassSheet', 'getAttendanceSummary', 'getStudentList', 'listMissingAttendance'] as const;
const students = (n: number) => `${n} ${n === 1 ? 'student' : 'students'}`;

/** 'Prayer workshop: Cohort 1, Tue, 3 Mar 2026 7:00 PM WAT' (the reader's zone). */
function classOption(liveClass: LiveClass, readerZone: string): string {
  const moment = readerMoment(liveClass.starts_at, readerZone, liveClass.time_zone);
  return `${liveClass.name}: ${liveClass.cohort_name}, ${moment.date} ${moment.time}`;
}

/**
 * /portal/attendance/class: a whole class at once, once it has started. Every student of the
 * class's cohort with Present (default), Late, Excused or Absent, saved in one request (all or
 * none). Students already recorded are shown with their status; Edit attendance corrects them.
 */
export default function ClassAttendanceScreen() {
  const classes = useEndpoint('listLiveClasses', {}, { failureToast: LIVE_CLASSES_FETCH_FAILED });
  const readerZone = useReaderTimeZone();
  const [classId, setClassId] = useState('');
  const options = [...(classes.data ?? [])]
    .sort((a, b) => b.starts_at.localeCompare(a.starts_at))
    .map((c) => ({ value: String(c.id), label: classOption(c, readerZone) }));

  return (
    <section className="fd-attendance" aria-labelledby="fd-class-attendance-title">
      <h1 id="fd-class-attendance-title">Whole-class attendance</h1>
      <p className="fd-attendance__warning" role="note">
        Attendance is taken once a class has started. A recorded class can be corrected with Edit attendance; every correction is logged.
      </p>
      {classes.status === 'error' && <LoadFailed message={LIVE_CLASSES_FETCH_FAILED} onRetry={() => void classes.refetch()} />}
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

/** The students whose attendance the sheet takes (a deactivated account is not expected). */
function expected(sheet: ClassSheet) {
  return sheet.students.filter((s) => !s.deactivated);
}

function SheetForm({ classId }: { classId: number }) {
  const sheetQuery = useEndpoint('getClassSheet', { query: { cla_live_class_id: classId } }, { failureToast: SHEET_FETCH_FAILED });
  const save = useEndpointMutation('saveClassSheet', { invalidates: [...SHEET_CHANGES] });
  const correct = useEndpointMutation('correctClassSheet', { invalidates: [...SHEET_CHANGES] });
  const readerZone = useReaderTimeZone();
  const [chosen, setChosen] = useState<Record<number, AttendanceStatus>>({});
  const [editing, setEditing] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const { busy, run } = useSingleSubmit(async (sheet: ClassSheet) => {
    setError(null);
    const shown = editing ? expected(sheet) : expected(sheet).filter((s) => s.status === null);
    const records = shown.map((s) => ({ cla_user_id: s.id, status: chosen[s.id] ?? s.status ?? 'present' }));
    const body = { cla_attendance_sheet: { cla_live_class_id: classId, records } };
    try {
      if (editing) {
        const { corrected, recorded } = await correct.mutateAsync({ body });
        toast.success(`Attendance corrected: ${students(corrected)} changed, ${students(recorded)} newly recorded.`);
      } else {
        await save.mutateAsync({ body });
        toast.success(`Attendance saved for ${students(records.length)}.`);
      }
    } catch (failure) {
      setError(errorMessage(failure, SAVE_FAILED));
      void sheetQuery.refetch();
      return;
    }
    setChosen({});
    setEditing(false);
  });

  if (sheetQuery.status === 'pending') return <p role="status">Loading the class list...</p>;
  if (sheetQuery.status === 'error') return <LoadFailed message={SHEET_FETCH_FAILED} onRetry={() => void sheetQuery.refetch()} />;
  const sheet = sheetQuery.data;
  const start = readerMoment(sheet.live_class.starts_at, readerZone, readerZone);
  if (new Date(sheet.live_class.starts_at) > new Date()) {
    return (
      <p role="status" className="fd-attendance__note">
        This class starts on {start.date} at {start.time}. Attendance can be taken once it starts.
      </p>
    );
  }
  const open = expected(sheet).filter((s) => editing || s.status === null);
  const recorded = sheet.students.length - sheet.students.filter((s) => s.status === null).length;

  function onSubmit(event: FormEvent) {
    event.preventDefault();
    void run(sheet);
  }

  return (
    <form className="fd-class-sheet" noValidate onSubmit={onSubmit} aria-label={`Attendance of ${sheet.live_class.name}`}>
      <p className="fd-attendance__note">
        {sheet.live_class.course_name}, {sheet.live_class.cohort_name}: {start.date}, {start.time}
      </p>
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
                  {student.status && !editing ? (
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
                            checked={(chosen[student.id] ?? student.status ?? 'present') === status.value}
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
            {editing ? 'Save corrections' : `Save attendance for ${students(open.length)}`}
          </SubmitButton>
        )}
        {!editing && recorded > 0 && (
          <button type="button" className="btn btn--secondary" onClick={() => setEditing(true)}>
            Edit attendance
          </button>
        )}
        {editing && (
          <button
            type="button"
            className="btn btn--secondary"
            onClick={() => {
              setEditing(false);
              setChosen({});
            }}
          >
            Cancel editing
          </button>
        )}
        <CsvDownloadButton endpoint="exportClassSheet" query={{ cla_live_class_id: classId }} filename={sheet.csv_filename}>
          Download CSV
        </CsvDownloadButton>
      </div>
    </form>
  );
}
