import { useId } from 'react';
import '@academy/shared/styles/stats.css';
import type { SharedMessageKey, Translate } from '@academy/shared/i18n/messages';

export interface ProgressMeterProps {
  /** The bar's accessible name, e.g. 'Attendance of Ada'. */
  label: string;
  /** 0-100; values outside are drawn at the nearest end. */
  percentage: number;
  /** The figures in words, shown beside the bar and read with it, e.g. '2 of 3 classes (67%)'. */
  detail: string;
  /** The whole the percentage is of; while it is 0, `none` is said instead of the bar. */
  whole?: number;
  /** What there is nothing of yet, e.g. "No marked work yet" (stats.noMarkedWork): a 0% of nothing would read as a failing mark. */
  none?: string;
}

/** A labelled progress bar whose figures are also written out (colour is never the only cue), or `none` while there is nothing to count. */
export default function ProgressMeter({ label, percentage, detail, whole, none }: ProgressMeterProps) {
  const detailId = useId();
  if (none !== undefined && whole === 0) return <p>{none}</p>;
  const value = Math.min(100, Math.max(0, Math.round(percentage)));
  return (
    <div className="academy-progress">
      <progress className="academy-progress__bar" max={100} value={value} aria-label={label} aria-describedby={detailId} />
      <span id={detailId} className="academy-progress__detail">
        {detail}
      </span>
    </div>
  );
}

/**
 * What an attendance figure with no class counted says: excused classes are recorded, not counted, so a
 * student with only those reads how many were excused rather than `nothingTaken`.
 */
export function noAttendanceCounted(t: Translate<SharedMessageKey>, excusedClasses: number, nothingTaken: string): string {
  return excusedClasses > 0 ? t('stats.onlyExcused', { count: excusedClasses }) : nothingTaken;
}
