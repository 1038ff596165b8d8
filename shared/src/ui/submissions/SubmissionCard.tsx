import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { scoreLabel } from '@academy/shared/domain/submissions';
import type { Submission } from '@academy/shared/domain/types';
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
  const titleId = `academy-submission-${submission.id}`;
  return (
    <article className="academy-submission" aria-labelledby={titleId}>
      <h2 id={titleId} className="academy-submission__title">
        <Link to={assignmentPath(submission.assignment_id)}>{submission.assignment_name}</Link>
      </h2>
      <dl className="academy-submission__facts">
        <div>
          <dt>Student</dt>
          <dd>{submission.student_name}</dd>
        </div>
        <div>
          <dt>Email</dt>
          <dd>
            <bdi dir="ltr">{submission.student_email}</bdi>
          </dd>
        </div>
        <div>
          <dt>Submission ID</dt>
          <dd>{submission.id}</dd>
        </div>
        <div>
          <dt>Submitted</dt>
          <dd>
            <ReaderTime at={submission.submitted_at} />
            {submission.late && <span className="badge badge--warning academy-submission__late">Late</span>}
          </dd>
        </div>
        {submission.link_updated_at && (
          <div>
            <dt>Link replaced</dt>
            <dd>
              <ReaderTime at={submission.link_updated_at} />
            </dd>
          </div>
        )}
      </dl>
      <p>
        <a href={submission.download_link} target="_blank" rel="noopener noreferrer">
          Download Docs<span className="visually-hidden"> of {submission.student_name} (opens in a new tab)</span>
        </a>
      </p>
      {submission.status === 'marked' && submission.score !== null && <p className="academy-submission__score">{scoreLabel(submission.score)}</p>}
      {submission.status === 'marked' && submission.feedback && <SubmissionFeedback feedback={submission.feedback} />}
      {children}
    </article>
  );
}

/** The marker's comment, as written (line breaks kept). */
export function SubmissionFeedback({ feedback }: { feedback: string }) {
  return (
    <div className="academy-submission__feedback">
      <h3>Feedback</h3>
      <p>{feedback}</p>
    </div>
  );
}
