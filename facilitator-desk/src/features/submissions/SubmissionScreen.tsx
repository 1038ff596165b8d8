import { useParams } from 'react-router-dom';
import { getSubmission, listSubmissionMarks } from '@academy/shared/api/submissions';
import { formatDateTime } from '@academy/shared/format/dates';
import { useAsyncData } from '@academy/shared/hooks/use-async-data';
import LoadFailed from '@academy/shared/ui/LoadFailed';
import SubmissionCard from '@academy/shared/ui/submissions/SubmissionCard';
import MarkSubmissionForm from './MarkSubmissionForm';
import '@academy/shared/styles/forms.css';
import './mark-submission.css';

const LOAD_FAILED = 'Failed to load the submission.';

async function loadSubmission(id: number) {
  const [submission, marks] = await Promise.all([getSubmission(id), listSubmissionMarks(id)]);
  return { submission, marks };
}

/** /portal/submissions/:id: one piece of work, marked or not, its mark form and every mark it was given. */
export default function SubmissionScreen() {
  const id = Number(useParams().id);
  const { state, reload } = useAsyncData(() => loadSubmission(id), LOAD_FAILED, [id]);

  return (
    <section className="fd-submission" aria-labelledby="fd-submission-title">
      <h1 id="fd-submission-title">Submission</h1>
      {state.status === 'loading' && <p role="status">Loading the submission...</p>}
      {state.status === 'failed' && <LoadFailed message={LOAD_FAILED} onRetry={reload} />}
      {state.status === 'ready' && (
        <>
          <SubmissionCard submission={state.data.submission}>
            <MarkSubmissionForm key={state.data.submission.marked_at ?? 'unmarked'} submission={state.data.submission} onMarked={reload} />
          </SubmissionCard>
          <h2>Mark history</h2>
          {state.data.marks.length === 0 ? (
            <p>Not marked yet.</p>
          ) : (
            <ol className="fd-submission__history">
              {state.data.marks.map((mark) => (
                <li key={mark.marked_at}>
                  <p>
                    <strong>{mark.score}%</strong> by {mark.marked_by}, {formatDateTime(mark.marked_at)}
                  </p>
                  {mark.feedback && <p className="fd-submission__feedback">{mark.feedback}</p>}
                </li>
              ))}
            </ol>
          )}
        </>
      )}
    </section>
  );
}
