import type { ReactNode } from 'react';
import '@academy/shared/styles/states.css';

export interface EmptyStateProps {
  /** What is missing, e.g. "You have no courses yet.". */
  title: string;
  /** What to do next. */
  hint: string;
  /** The next step as a control, e.g. a Create Course link. */
  action?: ReactNode;
}

/** A list with nothing in it: says so, and what to do next. */
export default function EmptyState({ title, hint, action }: EmptyStateProps) {
  return (
    <div className="empty-state">
      <p className="empty-state__title">{title}</p>
      <p className="empty-state__hint">{hint}</p>
      {action}
    </div>
  );
}
