import { useRef, useState, type FormEvent } from 'react';
import { toast } from '@academy/shared/feedback/toast';
import { TEXT_LIMITS } from '@academy/contract/rules/limits';
import { errorMessage } from '@academy/shared/api/error-message';
import { useEndpointMutation } from '@academy/shared/api/queries';
import { MAX_SCORE, MIN_SCORE, scoreError } from '@academy/shared/domain/submissions';
import type { Submission } from '@academy/shared/domain/types';
import { useSingleSubmit } from '@academy/shared/forms/use-single-submit';
import FormAlert from '@academy/shared/ui/forms/FormAlert';
import SubmitButton from '@academy/shared/ui/forms/SubmitButton';
import TextAreaField from '@academy/shared/ui/forms/TextAreaField';
import TextField from '@academy/shared/ui/forms/TextField';
import { useT } from '../../i18n';
import './mark-submission.css';
import { focusControl } from '@academy/shared/forms/focus';

interface MarkSubmissionFormProps {
  submission: Submission;
  /** Called once the score is saved (the card then leaves the unmarked list). */
  onMarked?: () => void;
}

/**
 * docs/requirements.md §2.9 and §5: a score from 0 to 100, saved through the API (the original only cleared it),
 * with optional feedback for the student. A marked submission starts from its current mark.
 */
export default function MarkSubmissionForm({ submission, onMarked }: MarkSubmissionFormProps) {
  const t = useT();
  const markFailed = t('mark.failed');
  const [value, setValue] = useState(submission.score === null ? '' : String(submission.score));
  const [feedback, setFeedback] = useState(submission.feedback ?? '');
  const [fieldError, setFieldError] = useState<string | null>(null);
  const [serverError, setServerError] = useState<string | null>(null);
  const inputRef = useRef<HTMLInputElement>(null);
  // once saved, a second click that arrives before the card is gone must not save it again
  const saved = useRef(false);
  const mark = useEndpointMutation('markSubmission', { invalidates: ['listSubmissions', 'getSubmission', 'listSubmissionMarks', 'getGradebook'] });

  const { busy, run } = useSingleSubmit(async (score: number) => {
    if (saved.current) return;
    setServerError(null);
    try {
      await mark.mutateAsync({ params: { id: submission.id }, body: { cla_submission: { score, feedback } } });
    } catch (error) {
      toast.error(markFailed);
      const detail = errorMessage(error, markFailed);
      if (detail !== markFailed) setServerError(detail);
      return;
    }
    saved.current = true;
    toast.success(t('mark.done'));
    onMarked?.();
  });

  function onSubmit(event: FormEvent) {
    event.preventDefault();
    // a number input gives '' for text it cannot read, so check what was typed when it can tell
    const typed = inputRef.current?.validity.badInput ? 'not a number' : value;
    const problem = scoreError(typed);
    setFieldError(problem);
    if (problem) {
      if (inputRef.current) focusControl(inputRef.current);
      return;
    }
    void run(Number(value.trim()));
  }

  return (
    <form
      className="fd-mark-form"
      noValidate
      onSubmit={onSubmit}
      aria-label={t('mark.label', { name: submission.student_name, assignment: submission.assignment_name })}
    >
      <FormAlert message={serverError} />
      <TextField
        ref={inputRef}
        label={t('mark.score')}
        name="score"
        type="number"
        inputMode="numeric"
        min={MIN_SCORE}
        max={MAX_SCORE}
        step={1}
        value={value}
        onChange={(event) => setValue(event.target.value)}
        error={fieldError}
        hint={t('mark.scoreHint', { min: MIN_SCORE, max: MAX_SCORE })}
        required
      />
      <TextAreaField
        label={t('mark.feedback')}
        name="feedback"
        rows={3}
        maxLength={TEXT_LIMITS.feedback}
        value={feedback}
        onChange={(event) => setFeedback(event.target.value)}
        hint={t('mark.feedbackHint')}
      />
      <SubmitButton busy={busy} busyText={t('mark.marking')}>
        {t('mark.submit')}
      </SubmitButton>
    </form>
  );
}
