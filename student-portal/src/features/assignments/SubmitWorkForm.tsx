import { useEffect, useId, useRef, useState, type FormEvent, type RefObject } from 'react';
import { Link } from 'react-router-dom';
import { useQueryClient } from '@tanstack/react-query';
import { toast } from '@academy/shared/feedback/toast';
import { errorMessage } from '@academy/shared/api/error-message';
import { submissionBlockedReason } from '@academy/shared/domain/assignments';
import type { Assignment } from '@academy/shared/domain/types';
import { httpUrlError } from '@academy/shared/forms/http-url';
import { useSingleSubmit } from '@academy/shared/forms/use-single-submit';
import { useFormFields } from '@academy/shared/forms/use-form-fields';
import { compactErrors, firstError, requiredError } from '@academy/shared/forms/validation';
import { ASSIGNMENT_PATHS } from '@academy/shared/routing/assignment-routes';
import { waitingHandInOf } from '@academy/shared/offline/outbox';
import { useHandIn } from '@academy/shared/offline/use-hand-in';
import { useSubmissions } from '@academy/shared/hooks/use-submissions';
import { usePassed } from '@academy/shared/hooks/use-passed';
import { useSessionStore } from '@academy/shared/session/store';
import { SubmissionFeedback } from '@academy/shared/ui/submissions/SubmissionCard';
import { HAND_IN_CHANGES, useWaitingHandIns } from '@academy/shared/ui/offline/Outbox';
import WaitingHandIn from '@academy/shared/ui/offline/WaitingHandIn';
import FormAlert from '@academy/shared/ui/forms/FormAlert';
import SubmitButton from '@academy/shared/ui/forms/SubmitButton';
import TextField from '@academy/shared/ui/forms/TextField';
import { useT } from '../../i18n';
import './submit-work.css';

interface SubmitWorkFormProps {
  assignment: Assignment;
}

/** docs/requirements.md §2.8: the submit-work form with the document link (a real http(s) URL) and a Help button. */
export default function SubmitWorkForm({ assignment }: SubmitWorkFormProps) {
  const t = useT();
  const studentId = useSessionStore((state) => state.user?.id ?? null);
  const helpId = useId();
  const { formRef, values, checkFields, fieldProps } = useFormFields(
    { download_link: '' },
    ({ download_link }) => compactErrors({ download_link: firstError(requiredError(download_link, t('submitWork.field')), httpUrlError(download_link)) }),
    ['download_link'],
  );
  const [serverError, setServerError] = useState<string | null>(null);
  const [helpOpen, setHelpOpen] = useState(false);
  const [justSubmitted, setJustSubmitted] = useState(false);
  const doneRef = useRef<HTMLParagraphElement>(null);
  // once sent, a second click that arrives before the form is gone must not send it again
  const sent = useRef(false);
  const handIn = useHandIn();
  const client = useQueryClient();
  const waiting = waitingHandInOf(useWaitingHandIns(), assignment.id);

  useEffect(() => {
    // the form is gone: tell the student where they are now
    if (justSubmitted) doneRef.current?.focus();
  }, [justSubmitted]);

  const { busy, run } = useSingleSubmit(async (downloadLink: string) => {
    if (studentId === null || sent.current) return;
    setServerError(null);
    // kept on the device first: without a network it waits there and is sent later (docs/offline.md)
    const outcome = await handIn({
      userId: studentId,
      assignmentId: assignment.id,
      assignmentName: assignment.name,
      facilitatorId: assignment.cla_user_id,
      link: downloadLink,
      dueAt: assignment.due_at,
    });
    if (outcome.kind === 'failed') {
      const failed = t('submitWork.failed');
      toast.error(failed);
      const detail = errorMessage(outcome.error, failed);
      if (detail !== failed) setServerError(detail);
      return;
    }
    sent.current = true;
    if (outcome.kind === 'waiting') return;
    void Promise.all(HAND_IN_CHANGES.map((name) => client.invalidateQueries({ queryKey: [name], refetchType: 'all' })));
    toast.success(t('submitWork.done'));
    setJustSubmitted(true);
  });

  function onSubmit(event: FormEvent) {
    event.preventDefault();
    if (checkFields()) void run(values.download_link.trim());
  }

  // submitted: the form goes at once, before the assignment comes back from the server
  const shown = justSubmitted ? { ...assignment, submitted: true } : assignment;
  const blocked = submissionBlockedReason(shown);
  const pastDue = usePassed(assignment.due_at);
  return (
    <section className="sp-submit-work" aria-labelledby="sp-submit-work-title">
      <h2 id="sp-submit-work-title">{t('submitWork.title')}</h2>
      {waiting ? (
        <WaitingHandIn item={waiting} />
      ) : shown.submitted ? (
        <SubmittedWork assignmentId={assignment.id} sentenceRef={doneRef} />
      ) : blocked ? (
        <p ref={doneRef} tabIndex={-1} className="sp-submit-work__blocked">
          {t(blocked)}
        </p>
      ) : (
        <form ref={formRef} noValidate onSubmit={onSubmit}>
          <FormAlert message={serverError} />
          <TextField
            {...fieldProps('download_link', t('submitWork.field'))}
            type="url"
            inputMode="url"
            autoComplete="url"
            placeholder="https://docs.google.com/document/d/..."
            hint={pastDue ? `${t('submitWork.hint')} ${t('submitWork.late')}` : t('submitWork.hint')}
          />
          {/* the due moment passing while the form is open is said at once, not only when the field is next read */}
          <p role="status" className="visually-hidden">
            {pastDue ? t('submitWork.late') : ''}
          </p>
          <div className="sp-submit-work__actions">
            <SubmitButton busy={busy} busyText={t('submitWork.busy')} worksOffline>
              {t('submitWork.submit')}
            </SubmitButton>
            <button type="button" className="btn btn--secondary" aria-expanded={helpOpen} aria-controls={helpId} onClick={() => setHelpOpen((open) => !open)}>
              {t('submitWork.help')}
            </button>
          </div>
          <div id={helpId} className="sp-submit-work__help" hidden={!helpOpen}>
            <h3>{t('submitWork.help.title')}</h3>
            <p>{t('submitWork.help.intro')}</p>
            <ul>
              <li>{t('submitWork.help.docs')}</li>
              <li>{t('submitWork.help.drive')}</li>
            </ul>
            <p>{t('submitWork.help.rules')}</p>
          </div>
        </form>
      )}
    </section>
  );
}

/**
 * The student's own work on a submitted assignment: once marked, its score and feedback (the
 * server lists a student their marked work), else that it waits to be marked.
 */
function SubmittedWork({ assignmentId, sentenceRef }: { assignmentId: number; sentenceRef: RefObject<HTMLParagraphElement | null> }) {
  const t = useT();
  const { query } = useSubmissions();
  const marked = query.data?.find((submission) => submission.assignment_id === assignmentId && submission.status === 'marked');
  const sentence = marked ? 'submitWork.marked' : query.isSuccess ? 'assignments.blocked.submitted' : 'submitWork.submitted';
  return (
    <>
      <p ref={sentenceRef} tabIndex={-1} className="sp-submit-work__blocked">
        {t(sentence)}
      </p>
      {marked?.score != null && <p className="academy-submission__score">{t('submissions.score', { score: marked.score / 100 })}</p>}
      {marked?.feedback && <SubmissionFeedback feedback={marked.feedback} />}
      <p>
        <Link to={`${ASSIGNMENT_PATHS.list}?tab=submitted`}>{t('submitWork.seeSubmitted')}</Link>
      </p>
    </>
  );
}
