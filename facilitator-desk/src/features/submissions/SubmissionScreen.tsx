import { useParams } from 'react-router-dom';
import { useEndpoint } from '@academy/shared/api/queries';
import type { Submission, SubmissionMark } from '@academy/shared/domain/types';
import LoadFailed from '@academy/shared/ui/LoadFailed';
import SubmissionCard from '@academy/shared/ui/submissions/SubmissionCard';
import ReaderTime from '@academy/shared/ui/ReaderTime';
import MarkSubmissionForm from './MarkSubmissionForm';
import '@academy/shared/styles/forms.css';
import './mark-submission.css';

const LOAD_FAILED = 'Failed to load the submission.';

function MarkHistory({ marks }: { marks: SubmissionMark[] }) {
  if (marks.length === 0) return <p>Not marked yet.</p>;
  return (
    <ol className="fd-submission__history">
      {marks.map((mark) => (
        <li key={mark.marked_at}>
          <p>
            <strong>{mark.score}%</strong> by {mark.marked_by}, <ReaderTime at={mark.marked_at} />
          </p>
          {mark.feedback && <p className="fd-submission__feedback">{mark.feedback}</p>}
        </li>
      ))}
    </ol>
  );
}

function SubmissionWithMarks({ submission, marks }: { submission: Submission; marks: SubmissionMark[] }) {
  return (
    <>
      <SubmissionCard submission={submission}>
        <MarkSubmissionForm key={submission.marked_at ?? 'unmarked'} submission={submission} />
      </SubmissionCard>
      <h2>Mark history</h2>
      <MarkHistory marks={marks} />
    </>
  );
}

/** /portal/submissions/:id: one piece of work, marked or not, its mark form and every mark it was given. */
export default function SubmissionScreen() {
  const input = { params: { id: Number(useParams().id) } };
  const submission = useEndpoint('getSubmission', input, { failureToast: LOAD_FAILED });
  const marks = useEndpoint('listSubmissionMarks', input, { failureToast: LOAD_FAILED });
  const failed = submission.status === 'error' || marks.status === 'error';

  function retry() {
    void submission.refetch();
    void marks.refetch();
  }

  return (
    <section className="fd-submission" aria-labelledby="fd-submission-title">
      <h1 id="fd-submission-title">Submission</h1>
      {failed && <LoadFailed message={LOAD_FAILED} onRetry={retry} />}
      {!failed && (!submission.data || !marks.data) && <p role="status">Loading the submission...</p>}
      {!failed && submission.data && marks.data && <SubmissionWithMarks submission={submission.data} marks={marks.data} />}
    </section>
  );
}
