import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import type { Submission } from '@academy/shared/domain/types';
import { useT } from '@academy/shared/i18n/messages';
import { assignmentPath } from '@academy/shared/routing/assignment-routes';
import ReaderTime from '@academy/shared/ui/ReaderTime';
import '@academy/shared/styles/submissions.css';

export interface SubmissionCardProps {
  submission: Submission;
  /** The role's controls for an unmarked submission (a facilitator's mark form). */
  children?: ReactNode;
}

/** One submission (docs/requirements.md §2.9): the assignment, the student, the id, the document and the score. */
export default function SubmissionCard({ submission, children }: SubmissionCardProps) {
  const t = useT();
  const titleId = `academy-submission-${submission.id}`;
  return (
    <article className="academy-submission" aria-labelledby={titleId}>
      <h2 id={titleId} className="academy-submission__title">
        <Link to={assignmentPath(submission.assignment_id)}>{submission.assignment_name}</Link>
      </h2>
      <dl className="academy-submission__facts">
        <div>
          <dt>{t('submissions.student')}</dt>
          <dd>{submission.student_name}</dd>
        </div>
        <div>
          <dt>{t('profile.email')}</dt>
          <dd>
            <bdi dir="ltr">{submission.student_email}</bdi>
          </dd>
        </div>
        <div>
          <dt>{t('submissions.id')}</dt>
          <dd>{submission.id}</dd>
        </div>
        <div>
          <dt>{t('submissions.submitted')}</dt>
          <dd>
            <ReaderTime at={submission.submitted_at} />
            {submission.late && <span className="badge badge--warning academy-submission__late">{t('submissions.late')}</span>}
          </dd>
        </div>
        {submission.link_updated_at && (
          <div>
            <dt>{t('submissions.linkReplaced')}</dt>
            <dd>
              <ReaderTime at={submission.link_updated_at} />
            </dd>
          </div>
        )}
      </dl>
      <p>
        <a href={submission.download_link} target="_blank" rel="noopener noreferrer">
          {t('submissions.download')}
          <span className="visually-hidden"> {t('submissions.download.of', { name: submission.student_name })}</span>
        </a>
      </p>
      {submission.status === 'marked' && submission.score !== null && (
        <p className="academy-submission__score">{t('submissions.score', { score: submission.score / 100 })}</p>
      )}
      {submission.status === 'marked' && submission.feedback && <SubmissionFeedback feedback={submission.feedback} />}
      {children}
    </article>
  );
}

/** The marker's comment, as written (line breaks kept). */
export function SubmissionFeedback({ feedback }: { feedback: string }) {
  const t = useT();
  return (
    <div className="academy-submission__feedback">
      <h3>{t('submissions.feedback')}</h3>
      <p dir="auto">{feedback}</p>
    </div>
  );
}
