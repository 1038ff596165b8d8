// Weighted grades: the weighting a cohort gives its courses until it is changed (assignments only,
// as every total was counted before weights), and the bounds of an assignment's weight.
export interface GradeWeights {
  assignments: number;
  attendance: number;
}

export const DEFAULT_GRADE_WEIGHTS: GradeWeights = { assignments: 100, attendance: 0 };

export const ASSIGNMENT_WEIGHT = { min: 1, max: 100, default: 1 } as const;

/** Weights are shares of the total: they add up to 100. */
export const weightsAddUp = (weights: GradeWeights): boolean => weights.assignments + weights.attendance === 100;

/** The attendance weight an assignments weight typed in a form leaves: the rest of 100 (null while it is not a whole percentage). */
export function attendanceWeightFor(assignments: string): number | null {
  const text = assignments.trim();
  return /^\d{1,3}$/.test(text) && Number(text) <= 100 ? 100 - Number(text) : null;
}

/**
 * Nothing counts in a weighted total yet: no marked work, and no attendance it weighs (no class
 * counted, or attendance weighing 0). Its 0% would read as a failing mark: it is said, or left blank.
 */
export function nothingWeighted(possibleScore: number, countedClasses: number, weighting: GradeWeights | null): boolean {
  return possibleScore === 0 && (countedClasses === 0 || weighting?.attendance === 0);
}
