import { useRef, type ReactNode } from 'react';
import type { Submission } from '@academy/shared/domain/types';
import { useSubmissions } from '@academy/shared/hooks/use-submissions';
import { useT } from '@academy/shared/i18n/messages';
import SubmissionCard from '@academy/shared/ui/submissions/SubmissionCard';
import '@academy/shared/styles/forms.css';
import '@academy/shared/styles/submissions.css';
import type { EmptyStateProps } from '@academy/shared/ui/states/EmptyState';
import QueryState from '@academy/shared/ui/states/QueryState';

export interface SubmissionListProps {
  /** The role's heading (docs/requirements.md §2.9: unmarked work for a facilitator, marked work for a student). */
  title: string;
  empty: EmptyStateProps;
  /** The role's controls on each card; `done` takes the card off the list. */
  renderCardActions?: (submission: Submission, done: () => void) => ReactNode;
}

/** /portal/submissions for both roles: the server sends each role its own list. */
export default function SubmissionList({ title, empty, renderCardActions }: SubmissionListProps) {
  const t = useT();
  const { query: submissions, drop } = useSubmissions();
  const headingRef = useRef<HTMLHeadingElement>(null);

  function done(id: number) {
    drop(id);
    // the card that had focus is gone: continue from the top of the list
    headingRef.current?.focus();
  }

  return (
    <section className="academy-submissions" aria-labelledby="academy-submissions-title">
      <h1 id="academy-submissions-title" ref={headingRef} tabIndex={-1}>
        {title}
      </h1>
      <QueryState
        query={submissions}
        loading={{ label: t('submissions.loading'), shape: 'cards' }}
        failed={t('submissions.loadFailed')}
        empty={{ ...empty, when: (list) => list.length === 0 }}
      >
        {(list) => (
          <ul className="academy-submissions__list">
            {list.map((submission) => (
              <li key={submission.id}>
                <SubmissionCard submission={submission}>{renderCardActions?.(submission, () => done(submission.id))}</SubmissionCard>
              </li>
            ))}
          </ul>
        )}
      </QueryState>
    </section>
  );
}
