import { useEffect, useRef, useState, type FormEvent } from 'react';
import { toast } from '@academy/shared/feedback/toast';
import { errorMessage } from '@academy/shared/api/error-message';
import { useEndpoint, useEndpointMutation } from '@academy/shared/api/queries';
import type { AttendanceStatus, ClassSheet, LiveClass } from '@academy/shared/domain/types';
import { readerMoment } from '@academy/contract/rules/time-zones';
import { useReaderTimeZone } from '@academy/shared/notifications/reader-zone';
import { useSingleSubmit } from '@academy/shared/forms/use-single-submit';
import { usePassed } from '@academy/shared/hooks/use-passed';
import FormAlert from '@academy/shared/ui/forms/FormAlert';
import SelectField from '@academy/shared/ui/forms/SelectField';
import SubmitButton from '@academy/shared/ui/forms/SubmitButton';
import CsvDownloadButton from '@academy/shared/ui/CsvDownloadButton';
import LoadFailed from '@academy/shared/ui/LoadFailed';
import { useLocale } from '@academy/shared/i18n/messages';
import { useT } from '../../i18n';
import './attendance.css';

/** The statuses in the order offered, each with its label's key. */
const STATUSES = [
  { value: 'present', label: 'attendance.status.present' },
  { value: 'late', label: 'attendance.status.late' },
  { value: 'excused', label: 'attendance.status.excused' },
  { value: 'absent', label: 'attendance.status.absent' },
] as const satisfies { value: AttendanceStatus; label: string }[];
const statusLabel = (status: AttendanceStatus) => STATUSES.find((s) => s.value === status)!.label;
/** What a saved sheet changes: the sheet itself, the cohort's summary and figures, who is still missing. */
const SHEET_CHANGES = ['getClassSheet', 'getAttendanceSummary', 'getStudentList', 'listMissingAttendance'] as const;

/**
 * /portal/attendance/class: a whole class at once, once it has started. Every student of the
 * class's cohort with Present (default), Late, Excused or Absent, saved in one request (all or
 * none). Students already recorded are shown with their status; Edit attendance corrects them.
 */
export default function ClassAttendanceScreen() {
  const t = useT();
  const locale = useLocale();
  const fetchFailed = t('attendance.classesFetchFailed');
  const classes = useEndpoint('listLiveClasses', {}, { failureToast: fetchFailed });
  const readerZone = useReaderTimeZone();
  /** 'Prayer workshop: Cohort 1, Tue, 3 Mar 2026 7:00 PM WAT' (the reader's zone). */
  const classOption = (liveClass: LiveClass) => {
    const moment = readerMoment(liveClass.starts_at, readerZone, liveClass.time_zone, locale);
    return t('attendance.classOption', { name: liveClass.name, cohort: liveClass.cohort_name, date: moment.date, time: moment.time });
  };
  const [classId, setClassId] = useState('');
  const options = [...(classes.data ?? [])].sort((a, b) => b.starts_at.localeCompare(a.starts_at)).map((c) => ({ value: String(c.id), label: classOption(c) }));

  return (
    <section className="fd-attendance" aria-labelledby="fd-class-attendance-title">
      <h1 id="fd-class-attendance-title">{t('portal.screen.classAttendance')}</h1>
      <p className="fd-attendance__warning" role="note">
        {t('classSheet.intro')}
      </p>
      {classes.status === 'error' && <LoadFailed message={fetchFailed} onRetry={() => void classes.refetch()} />}
      <SelectField
        label={t('attendance.class')}
        name="class"
        placeholder={t('attendance.selectClass')}
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
  const t = useT();
  const locale = useLocale();
  const sheetFetchFailed = t('classSheet.fetchFailed');
  const sheetQuery = useEndpoint('getClassSheet', { query: { cla_live_class_id: classId } }, { failureToast: sheetFetchFailed });
  const save = useEndpointMutation('saveClassSheet', { invalidates: [...SHEET_CHANGES] });
  const correct = useEndpointMutation('correctClassSheet', { invalidates: [...SHEET_CHANGES] });
  const readerZone = useReaderTimeZone();
  const [chosen, setChosen] = useState<Record<number, AttendanceStatus>>({});
  const [editing, setEditing] = useState(false);
  const [error, setError] = useState<string | null>(null);
  /** Whom the form takes: the unrecorded students, or while editing the recorded ones (the others stay unrecorded). */
  const studentsTaken = (sheet: ClassSheet) => expected(sheet).filter((s) => (s.status === null) !== editing);
  const table = useRef<HTMLTableElement>(null);
  const editButton = useRef<HTMLButtonElement>(null);
  const wasEditing = useRef(editing);
  useEffect(() => {
    if (wasEditing.current === editing) return;
    wasEditing.current = editing;
    // the button just pressed is gone: the keyboard goes to the first choice, or back to Edit attendance
    if (editing) table.current?.querySelector<HTMLInputElement>('input[type="radio"]:checked')?.focus();
    else editButton.current?.focus();
  }, [editing]);

  const { busy, run } = useSingleSubmit(async (sheet: ClassSheet) => {
    setError(null);
    const records = studentsTaken(sheet).map((s) => ({ cla_user_id: s.id, status: chosen[s.id] ?? s.status ?? 'present' }));
    const body = { cla_attendance_sheet: { cla_live_class_id: classId, records } };
    try {
      if (editing) {
        const { corrected, recorded } = await correct.mutateAsync({ body });
        toast.success(t('classSheet.corrected', { corrected, recorded }));
      } else {
        await save.mutateAsync({ body });
        toast.success(t('classSheet.saved', { count: records.length }));
      }
    } catch (failure) {
      setError(errorMessage(failure, t('classSheet.saveFailed')));
      void sheetQuery.refetch();
      return;
    }
    setChosen({});
    setEditing(false);
  });

  // the sheet opens as the class starts, on a screen left open before it
  const started = usePassed(sheetQuery.data?.live_class.starts_at ?? null);
  if (sheetQuery.status === 'pending') return <p role="status">{t('classSheet.loading')}</p>;
  if (sheetQuery.status === 'error') return <LoadFailed message={sheetFetchFailed} onRetry={() => void sheetQuery.refetch()} />;
  const sheet = sheetQuery.data;
  const start = readerMoment(sheet.live_class.starts_at, readerZone, readerZone, locale);
  if (!started) {
    return (
      <p role="status" className="fd-attendance__note">
        {t('classSheet.notStarted', { date: start.date, time: start.time })}
      </p>
    );
  }
  const taken = studentsTaken(sheet);
  const recorded = sheet.students.length - sheet.students.filter((s) => s.status === null).length;

  function onSubmit(event: FormEvent) {
    event.preventDefault();
    void run(sheet);
  }

  return (
    <form className="fd-class-sheet" noValidate onSubmit={onSubmit} aria-label={t('desk.progress.attendanceOf', { name: sheet.live_class.name })}>
      <p className="fd-attendance__note">
        {t('classSheet.when', { course: sheet.live_class.course_name, cohort: sheet.live_class.cohort_name, date: start.date, time: start.time })}
      </p>
      <FormAlert message={error} />
      {sheet.students.length === 0 && <p className="empty-state">{t('classSheet.noStudents')}</p>}
      {sheet.students.length > 0 && (
        <table ref={table} className="table fd-class-sheet__table">
          <caption className="visually-hidden">{t('classSheet.caption', { name: sheet.live_class.name })}</caption>
          <thead>
            <tr>
              <th scope="col">{t('desk.column.student')}</th>
              <th scope="col">{t('classSheet.status')}</th>
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
                    <span>{t('classSheet.recorded', { status: t(statusLabel(student.status)) })}</span>
                  ) : student.deactivated ? (
                    <span>{t('desk.student.deactivated')}</span>
                  ) : !student.status && editing ? (
                    <span>{t('classSheet.notRecorded')}</span>
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
                          {t(status.label)}
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
      {taken.length === 0 && !editing && sheet.students.length > 0 && <p role="status">{t('classSheet.allRecorded')}</p>}
      <div className="fd-class-sheet__actions">
        {taken.length > 0 && (
          <SubmitButton busy={busy} busyText={t('states.saving')}>
            {editing ? t('classSheet.saveCorrections') : t('classSheet.saveFor', { count: taken.length })}
          </SubmitButton>
        )}
        {!editing && recorded > 0 && (
          <button ref={editButton} type="button" className="btn btn--secondary" onClick={() => setEditing(true)}>
            {t('classSheet.edit')}
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
            {t('classSheet.cancelEditing')}
          </button>
        )}
        <CsvDownloadButton endpoint="exportClassSheet" query={{ cla_live_class_id: classId }} filename={sheet.csv_filename}>
          {t('classSheet.download')}
        </CsvDownloadButton>
      </div>
    </form>
  );
}
