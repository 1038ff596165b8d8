import { useRef, type ReactNode } from 'react';
import type { Submission } from '@academy/shared/domain/types';
import { useSubmissions } from '@academy/shared/hooks/use-submissions';
import SubmissionCard from '@academy/shared/ui/submissions/SubmissionCard';
import '@academy/shared/styles/forms.css';
import '@academy/shared/styles/submissions.css';
import LoadingPlaceholder from '@academy/shared/ui/states/LoadingPlaceholder';
import EmptyState, { type EmptyStateProps } from '@academy/shared/ui/states/EmptyState';

export interface SubmissionListProps {
  /** The role's heading (docs/requirements.md §2.9: unmarked work for a facilitator, marked work for a student). */
  title: string;
  empty: EmptyStateProps;
  /** The role's controls on each card; `done` takes the card off the list. */
  renderCardActions?: (submission: Submission, done: () => void) => ReactNode;
}

/** /portal/submissions for both roles: the server sends each role its own list. */
export default function SubmissionList({ title, empty, renderCardActions }: SubmissionListProps) {
  const { state, reload, update } = useSubmissions();
  const headingRef = useRef<HTMLHeadingElement>(null);

  function done(id: number) {
    update((list) => list.filter((submission) => submission.id !== id));
    // the card that had focus is gone: continue from the top of the list
    headingRef.current?.focus();
  }

  return (
    <section className="academy-submissions" aria-labelledby="academy-submissions-title">
      <h1 id="academy-submissions-title" ref={headingRef} tabIndex={-1}>
        {title}
      </h1>
      {state.status === 'loading' && <LoadingPlaceholder label="Loading submissions..." shape="cards" />}
      {state.status === 'failed' && (
        <div className="academy-submissions__failed">
          <p>The submissions could not be loaded.</p>
          <button type="button" className="btn btn--secondary" onClick={reload}>
            Try again
          </button>
        </div>
      )}
      {state.status === 'ready' && state.data.length === 0 && <EmptyState {...empty} />}
      {state.status === 'ready' && state.data.length > 0 && (
        <ul className="academy-submissions__list">
          {state.data.map((submission) => (
            <li key={submission.id}>
              <SubmissionCard submission={submission}>{renderCardActions?.(submission, () => done(submission.id))}</SubmissionCard>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
