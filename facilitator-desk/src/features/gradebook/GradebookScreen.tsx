import { useState } from 'react';
import { Link } from 'react-router-dom';
import WeightedTotal from '@academy/shared/ui/stats/WeightedTotal';
import { useEndpoint } from '@academy/shared/api/queries';
import type { Gradebook, GradebookQuery } from '@academy/shared/domain/types';
import type { GradebookCellState } from '@academy/contract/rules/gradebook-cells';
import { gradebookCellState, gradebookTotals } from '@academy/contract/rules/gradebook-cells';
import { describeMoment, formatDue } from '@academy/contract/rules/time-zones';
import { useReaderTimeZone } from '@academy/shared/notifications/reader-zone';
import { useChosenCohort, useCohorts } from '../../hooks/use-cohorts';
import { useSessionStore } from '@academy/shared/session/store';
import SelectField from '@academy/shared/ui/forms/SelectField';
import CsvDownloadButton from '@academy/shared/ui/CsvDownloadButton';
import QueryState from '@academy/shared/ui/states/QueryState';
import '@academy/shared/styles/forms.css';
import CohortSelect from '../../components/CohortSelect';
import StudentPager, { useStudentPages, type StudentPages } from '../../components/StudentPager';
import './gradebook.css';
import { portalPath } from '@academy/shared/routing/portal-screens';
import type { PageLocale } from '@academy/shared/i18n/locale';
import { useLocale } from '@academy/shared/i18n/messages';
import { useT, type DeskT } from '../../i18n';

/** A cell's words in the page's language; the CSV export writes them in English, its mark and words in columns of their own. */
function cellWords(state: GradebookCellState, zone: string, t: DeskT, locale: PageLocale): string {
  switch (state.kind) {
    case 'mark': {
      const mark = state.score === null ? t('gradebook.cell.unmarked') : String(state.score);
      return state.late ? t('gradebook.cell.late', { mark }) : mark;
    }
    case 'none':
      return '';
    case 'missing':
      return t('gradebook.cell.missing');
    case 'notCounted':
      return t('gradebook.cell.notCounted');
    case 'due':
      return state.dueAt ? t('gradebook.cell.due', { moment: describeMoment(new Date(state.dueAt), zone, locale) }) : t('gradebook.cell.dueUnset');
  }
}

/**
 * /portal/gradebook: a cohort's students by the facilitator's assignments, each cell opening the
 * submission for marking; each student's total and percentage, each assignment's average.
 */
export default function GradebookScreen() {
  const t = useT();
  const loadFailed = t('gradebook.loadFailed');
  const userId = useSessionStore((state) => state.user?.id ?? 0);
  const cohorts = useCohorts();
  const [cohortId, setCohortId] = useChosenCohort(cohorts);
  const [courseId, setCourseId] = useState('');
  const courses = useEndpoint('listCourses', { query: { cla_user_id: userId } }, { failureToast: t('courses.fetchFailed') });
  const query: GradebookQuery | null = cohortId ? { cla_cohort_id: Number(cohortId), ...(courseId ? { cla_course_id: Number(courseId) } : {}) } : null;
  // a page of students at a time, as a cohort of thousands needs; the CSV has them all
  const pages = useStudentPages();
  const book = useEndpoint(
    'getGradebook',
    { query: { ...(query ?? { cla_cohort_id: 0 }), ...pages.page } },
    { enabled: query !== null, failureToast: loadFailed },
  );
  const cohortCourses = courses.data?.filter((c) => String(c.cla_cohort_id) === cohortId) ?? [];

  return (
    <section className="fd-gradebook" aria-labelledby="fd-gradebook-title">
      <h1 id="fd-gradebook-title">{t('portal.screen.gradebook')}</h1>
      <form className="fd-gradebook__filter" aria-label={t('gradebook.filter')} onSubmit={(event) => event.preventDefault()}>
        <CohortSelect
          cohorts={cohorts}
          value={cohortId}
          onChange={(chosen) => {
            setCohortId(chosen);
            setCourseId('');
            pages.restart();
          }}
        />
        <SelectField
          label={t('liveClassForm.course')}
          name="course"
          placeholder={t('gradebook.allCourses')}
          options={cohortCourses.map((c) => ({ value: String(c.id), label: c.name }))}
          value={courseId}
          onChange={(event) => {
            setCourseId(event.target.value);
            pages.restart();
          }}
          disabled={!cohortId}
        />
        <CsvDownloadButton endpoint="getGradebookCsv" query={{ ...query }} filename={`gradebook-cohort-${cohortId}.csv`} disabled={!query}>
          {t('classSheet.download')}
        </CsvDownloadButton>
      </form>
      {!query && <p className="empty-state">{t('gradebook.chooseCohort')}</p>}
      {query && (
        <QueryState query={book} loading={{ label: t('gradebook.loading'), shape: 'table' }} failed={loadFailed}>
          {(loaded) => <GradebookTable book={loaded} pages={pages} />}
        </QueryState>
      )}
    </section>
  );
}

function GradebookTable({ book, pages }: { book: Gradebook; pages: StudentPages }) {
  const t = useT();
  const locale = useLocale();
  const zone = useReaderTimeZone();
  const pager = <StudentPager pages={pages} shown={book.students.length} lastUserId={book.students.at(-1)?.user_id} />;
  if (book.students.length === 0) return pages.index === 0 ? <p className="empty-state">{t('gradebook.noStudents')}</p> : pager;
  return (
    <>
      {/* what "missing" and "not counted" mean, for every reader: above the table, which scrolls sideways on a phone */}
      <p id="fd-gradebook-key" className="fd-gradebook__key">
        {t('gradebook.caption')}
      </p>
      <div className="fd-gradebook__scroll" tabIndex={0} role="region" aria-label={t('gradebook.tableLabel')}>
        <table className="table fd-gradebook__table" aria-describedby="fd-gradebook-key">
          <thead>
            <tr>
              <th scope="col">{t('desk.column.student')}</th>
              {book.assignments.map((a) => (
                <th scope="col" key={a.id} className="fd-gradebook__assignment">
                  <span className="fd-gradebook__course">{a.course_name}</span> {a.name}
                  {a.due_at && <span className="fd-gradebook__due">{t('gradebook.due', { moment: formatDue(a.due_at, zone, locale) ?? '' })}</span>}
                </th>
              ))}
              <th scope="col" className="fd-gradebook__total">
                {t('gradebook.total')}
              </th>
              <th scope="col" className="fd-gradebook__percent">
                {t('gradebook.percentage')}
              </th>
              <th scope="col" className="fd-gradebook__weighted">
                {t('gradebook.weighted')}
              </th>
            </tr>
          </thead>
          <tbody>
            {book.students.map((student) => {
              const cells = new Map(student.submissions.map((cell) => [cell.assignment_id, cell]));
              const totals = gradebookTotals(student);
              return (
                <tr key={student.user_id}>
                  <th scope="row">
                    {student.name}
                    {student.deactivated && ` ${t('gradebook.deactivated')}`}
                  </th>
                  {book.assignments.map((a) => {
                    const cell = cells.get(a.id);
                    const words = cellWords(gradebookCellState(cell, a, student), zone, t, locale);
                    return (
                      <td key={a.id} className={cell || student.deactivated ? undefined : 'fd-gradebook__missing'}>
                        {cell ? (
                          <Link
                            to={portalPath('submission', { id: cell.submission_id })}
                            title={t('gradebook.submitted', { moment: describeMoment(new Date(cell.submitted_at), zone, locale) })}
                          >
                            {words}
                          </Link>
                        ) : (
                          words
                        )}
                      </td>
                    );
                  })}
                  <td className="fd-gradebook__total">
                    <bdi dir="ltr">
                      {student.total_user_score} / {student.total_possible_score}
                    </bdi>
                  </td>
                  <td className="fd-gradebook__percent">
                    {totals.percentage === null ? t('gradebook.noneYet') : t('desk.percent', { share: totals.percentage / 100 })}
                  </td>
                  <td className="fd-gradebook__weighted">
                    {totals.weighted === null ? t('gradebook.noneYet') : <WeightedTotal percentage={totals.weighted} weighting={student.weighting} />}
                  </td>
                </tr>
              );
            })}
          </tbody>
          <tfoot>
            <tr>
              <th scope="row">{t('gradebook.average')}</th>
              {book.assignments.map((a) => (
                <td key={a.id}>{a.average ?? ''}</td>
              ))}
              <td className="fd-gradebook__total" />
              <td className="fd-gradebook__percent" />
              <td className="fd-gradebook__weighted" />
            </tr>
          </tfoot>
        </table>
      </div>
      {pager}
    </>
  );
}
