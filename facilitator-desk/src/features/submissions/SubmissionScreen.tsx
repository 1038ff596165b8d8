import { useParams } from 'react-router-dom';
import { useEndpoint } from '@academy/shared/api/queries';
import type { Submission, SubmissionMark } from '@academy/shared/domain/types';
import LoadFailed from '@academy/shared/ui/LoadFailed';
import SubmissionCard from '@academy/shared/ui/submissions/SubmissionCard';
import ReaderTime from '@academy/shared/ui/ReaderTime';
import MarkSubmissionForm from './MarkSubmissionForm';
import '@academy/shared/styles/forms.css';
import { useT } from '../../i18n';
import './mark-submission.css';

function MarkHistory({ marks }: { marks: SubmissionMark[] }) {
  const t = useT();
  if (marks.length === 0) return <p>{t('submission.notMarked')}</p>;
  return (
    <ol className="fd-submission__history">
      {marks.map((mark) => (
        <li key={mark.marked_at}>
          <p>
            {t('submission.markBy', {
              score: <strong>{t('desk.percent', { share: mark.score / 100 })}</strong>,
              name: mark.marked_by,
              time: <ReaderTime at={mark.marked_at} />,
            })}
          </p>
          {mark.feedback && (
            <p className="fd-submission__feedback" dir="auto">
              {mark.feedback}
            </p>
          )}
        </li>
      ))}
    </ol>
  );
}

function SubmissionWithMarks({ submission, marks }: { submission: Submission; marks: SubmissionMark[] }) {
  const t = useT();
  return (
    <>
      <SubmissionCard submission={submission}>
        <MarkSubmissionForm key={submission.marked_at ?? 'unmarked'} submission={submission} />
      </SubmissionCard>
      <h2>{t('submission.history')}</h2>
      <MarkHistory marks={marks} />
    </>
  );
}

/** /portal/submissions/:id: one piece of work, marked or not, its mark form and every mark it was given. */
export default function SubmissionScreen() {
  const t = useT();
  const loadFailed = t('submission.loadFailed');
  const input = { params: { id: Number(useParams().id) } };
  const submission = useEndpoint('getSubmission', input, { failureToast: loadFailed });
  const marks = useEndpoint('listSubmissionMarks', input, { failureToast: loadFailed });
  const failed = submission.status === 'error' || marks.status === 'error';

  function retry() {
    void submission.refetch();
    void marks.refetch();
  }

  return (
    <section className="fd-submission" aria-labelledby="fd-submission-title">
      <h1 id="fd-submission-title">{t('portal.screen.submission')}</h1>
      {failed && <LoadFailed message={loadFailed} onRetry={retry} />}
      {!failed && (!submission.data || !marks.data) && <p role="status">{t('submission.loading')}</p>}
      {!failed && submission.data && marks.data && <SubmissionWithMarks submission={submission.data} marks={marks.data} />}
    </section>
  );
}
