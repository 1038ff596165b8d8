// The gradebook CSV's columns, laid out for spreadsheet tools: per assignment a mark column that
// holds only a number (or nothing) and a status column with the cell's words; every column name
// unique; the assignments' averages in a footer row of their own.
import type { CsvValue } from '../../http/csv';
import type { GradebookAssignment, GradebookStudent } from '../../queries/gradebook';
import { gradebookCellParts, gradebookTotals } from '@academy/contract/rules/gradebook-cells';

const LEADING = ['Student', 'Email'];
const TRAILING = ['Total', 'Possible', 'Percentage', 'Weighted percentage', 'Assignments weight %', 'Attendance weight %'];

const statusColumn = (name: string) => `${name} (status)`;
const label = (a: GradebookAssignment) => `${a.course_name}: ${a.name}`;

/**
 * Each assignment's mark and status column names: "course: assignment", with its due date when
 * another assignment has the same label, then " (2)", " (3)"... while a name is still taken.
 */
function assignmentColumns(assignments: GradebookAssignment[]): string[] {
  const sharing = new Map<string, number>();
  for (const a of assignments) sharing.set(label(a), (sharing.get(label(a)) ?? 0) + 1);
  const taken = new Set([...LEADING, ...TRAILING]);
  return assignments.flatMap((a) => {
    const base = sharing.get(label(a))! > 1 ? `${label(a)} (due ${a.due_date ?? 'date not set'})` : label(a);
    let name = base;
    for (let n = 2; taken.has(name) || taken.has(statusColumn(name)); n += 1) name = `${base} (${n})`;
    taken.add(name).add(statusColumn(name));
    return [name, statusColumn(name)];
  });
}

export function gradebookCsvHeader(assignments: GradebookAssignment[]): string[] {
  return [...LEADING, ...assignmentColumns(assignments), ...TRAILING];
}

export function gradebookCsvRow(student: GradebookStudent, assignments: GradebookAssignment[], zone: string): CsvValue[] {
  const byAssignment = new Map(student.submissions.map((cell) => [cell.assignment_id, cell]));
  const cells = assignments.flatMap((a) => {
    const { mark, status } = gradebookCellParts(byAssignment.get(a.id), a, student, zone);
    return [mark, status];
  });
  const { weighting } = student;
  const totals = gradebookTotals(student);
  return [
    student.name,
    student.email,
    ...cells,
    student.total_user_score,
    student.total_possible_score,
    totals.percentage,
    totals.weighted,
    weighting?.assignments ?? null,
    weighting?.attendance ?? null,
  ];
}

/** The footer: "Average", then each assignment's average under its mark column. */
export function gradebookCsvFooter(assignments: GradebookAssignment[]): CsvValue[] {
  return ['Average', '', ...assignments.flatMap((a) => [a.average, '']), ...TRAILING.map(() => '')];
}
