import { useId } from 'react';
import '@academy/shared/styles/stats.css';

export interface ProgressMeterProps {
  /** The bar's accessible name, e.g. 'Attendance of Ada'. */
  label: string;
  /** 0-100; values outside are drawn at the nearest end. */
  percentage: number;
  /** The figures in words, shown beside the bar and read with it, e.g. '2 of 3 classes (67%)'. */
  detail: string;
}

/** A labelled progress bar whose figures are also written out (colour is never the only cue). */
export default function ProgressMeter({ label, percentage, detail }: ProgressMeterProps) {
  const detailId = useId();
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
