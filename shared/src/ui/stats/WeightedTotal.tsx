import type { GradeWeights } from '@academy/contract/rules/grade-weighting';
import { useT } from '@academy/shared/i18n/messages';
import '@academy/shared/styles/stats.css';

export interface WeightedTotalProps {
  /** The weighted total, 0-100 (weighted_percentage). */
  percentage: number;
  /** Its weighting; null: the courses it counts each weigh by their own. */
  weighting: GradeWeights | null;
  /** Nothing counts yet: nothing is shown (the total beside it says so), not a 0% that would read as a failing mark. */
  none?: boolean;
  className?: string;
}

/** The weighting in words, the same beside every total: "assignments 60%, attendance 40%". */
export function useWeightingText(): (weighting: GradeWeights | null) => string {
  const t = useT();
  return (weighting) =>
    weighting === null ? t('weighting.perCourse') : t('weighting.shares', { assignments: weighting.assignments / 100, attendance: weighting.attendance / 100 });
}

/** A weighted total with its weighting beside it, as the dashboard, My Grades and the gradebook show it. */
export default function WeightedTotal({ percentage, weighting, none = false, className }: WeightedTotalProps) {
  const t = useT();
  const weightingText = useWeightingText();
  if (none) return null;
  return (
    <p className={['academy-weighted', className].filter(Boolean).join(' ')}>
      {t('weighting.total', { share: percentage / 100, weighting: weightingText(weighting) })}
    </p>
  );
}
