import type { GradebookAssignment, GradebookCell, GradebookStudent } from '@academy/contract/schemas/gradebook';
import { describeMoment } from '@academy/contract/rules/time-zones';

/** What one gradebook cell says, before it is put into words (a screen puts it in the reader's language). */
export type GradebookCellState =
  { kind: 'mark'; score: number | null; late: boolean } | { kind: 'none' | 'missing' | 'notCounted' } | { kind: 'due'; dueAt: string | null };

/**
 * One gradebook cell: the score or unmarked (then late); without work, missing when it counts as 0,
 * not counted when it was due before the student joined the cohort, or when it is due; nothing for
 * a deactivated account.
 */
export function gradebookCellState(
  cell: GradebookCell | undefined,
  assignment: GradebookAssignment,
  student: Pick<GradebookStudent, 'missing' | 'deactivated'>,
): GradebookCellState {
  if (cell) return { kind: 'mark', score: cell.score, late: cell.late };
  if (student.deactivated) return { kind: 'none' };
  if (student.missing.includes(assignment.id)) return { kind: 'missing' };
  if (assignment.past_due) return { kind: 'notCounted' };
  return { kind: 'due', dueAt: assignment.due_at };
}

/** One gradebook cell in the CSV export: its mark (a number, or null) and its words, in English ("unmarked late", "missing"...). */
export interface GradebookCellParts {
  mark: number | null;
  status: string;
}

/** A gradebook cell as the CSV export writes it, in two columns; when it is due is written in `zone`. */
export function gradebookCellParts(
  cell: GradebookCell | undefined,
  assignment: GradebookAssignment,
  student: Pick<GradebookStudent, 'missing' | 'deactivated'>,
  zone: string,
): GradebookCellParts {
  const state = gradebookCellState(cell, assignment, student);
  switch (state.kind) {
    case 'mark': {
      const words = [state.score === null ? 'unmarked' : '', state.late ? 'late' : ''];
      return { mark: state.score, status: words.filter(Boolean).join(' ') };
    }
    case 'none':
      return { mark: null, status: '' };
    case 'missing':
      return { mark: null, status: 'missing' };
    case 'notCounted':
      return { mark: null, status: 'not counted' };
    case 'due':
      return { mark: null, status: `due ${state.dueAt ? describeMoment(new Date(state.dueAt), zone) : 'date not set'}` };
  }
}

/** A student's percentage and weighted total as the gradebook gives them: null while nothing of theirs counts yet, not 0 %. */
export function gradebookTotals(student: Pick<GradebookStudent, 'total_possible_score' | 'score_percentage' | 'weighted_percentage'>): {
  percentage: number | null;
  weighted: number | null;
} {
  const nothingCounts = student.total_possible_score === 0;
  return {
    percentage: nothingCounts ? null : student.score_percentage,
    weighted: nothingCounts && student.weighted_percentage === 0 ? null : student.weighted_percentage,
  };
}
