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

/** The weighting in English words, as the CSV exports and the certificate rule write it. */
export function weightingText(weights: GradeWeights | null): string {
  if (weights === null) return "each course's own weighting";
  return `assignments ${weights.assignments}%, attendance ${weights.attendance}%`;
}
