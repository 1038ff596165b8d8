import type { ReactNode } from 'react';
import '@academy/shared/styles/stats.css';

export interface StatCardProps {
  label: string;
  /** The headline figure, e.g. '67%' or 12. */
  value: ReactNode;
  /** More below the figure (a sentence, a ProgressMeter). */
  children?: ReactNode;
}

/** One figure of a dashboard; a list item of an `academy-stats` list. */
export default function StatCard({ label, value, children }: StatCardProps) {
  return (
    <li className="academy-stat">
      <p className="academy-stat__label">{label}</p>
      <p className="academy-stat__value">{value}</p>
      {children}
    </li>
  );
}
