import type { GradebookAssignment, GradebookCell, GradebookStudent } from '@academy/contract/schemas/gradebook';
import { describeMoment } from '@academy/contract/rules/time-zones';

/**
 * The words of one gradebook cell, the same on screen and in the CSV: the score or "unmarked" (then
 * "late"); without work, "missing" when it counts as 0, "not counted" when it was due before the
 * student joined the cohort, or when it is due (in `zone`); nothing for a deactivated account.
 */
export function gradebookCellText(
  cell: GradebookCell | undefined,
  assignment: GradebookAssignment,
  student: Pick<GradebookStudent, 'missing' | 'deactivated'>,
  zone: string,
): string {
  if (cell) {
    const mark = cell.score === null ? 'unmarked' : String(cell.score);
    return cell.late ? `${mark} late` : mark;
  }
  if (student.deactivated) return '';
  if (student.missing.includes(assignment.id)) return 'missing';
  if (assignment.past_due) return 'not counted';
  return `due ${assignment.due_at ? describeMoment(new Date(assignment.due_at), zone) : 'date not set'}`;
}
