import { useState, type FormEvent } from 'react';
import { toast } from 'react-toastify';
import { errorMessage } from '@academy/shared/api/error-message';
import { useEndpointMutation } from '@academy/shared/api/queries';
import { httpUrlError } from '@academy/shared/forms/http-url';
import { useSingleSubmit } from '@academy/shared/forms/use-single-submit';
import { firstError, requiredError } from '@academy/shared/forms/validation';
import FormAlert from '@academy/shared/ui/forms/FormAlert';
import SubmitButton from '@academy/shared/ui/forms/SubmitButton';
import TextField from '@academy/shared/ui/forms/TextField';
import { useT } from '../../i18n';

/** Until the work is marked, the student may put a new link in place of the one they sent. */
export default function ReplaceLinkForm({ submissionId, assignmentName }: { submissionId: number; assignmentName: string }) {
  const t = useT();
  const replace = useEndpointMutation('replaceSubmissionLink', { invalidates: ['getMyGrades', 'getAssignment'] });
  const [link, setLink] = useState('');
  const [fieldError, setFieldError] = useState<string | null>(null);
  const [serverError, setServerError] = useState<string | null>(null);

  const { busy, run } = useSingleSubmit(async (downloadLink: string) => {
    setServerError(null);
    try {
      await replace.mutateAsync({ params: { id: submissionId }, body: { cla_submission: { download_link: downloadLink } } });
    } catch (error) {
      setServerError(errorMessage(error, t('grades.replace.failed')));
      return;
    }
    toast.success(t('grades.replace.done'));
    setLink('');
  });

  function onSubmit(event: FormEvent) {
    event.preventDefault();
    const problem = firstError(requiredError(link, t('grades.replace.field')), httpUrlError(link));
    setFieldError(problem);
    if (!problem) void run(link.trim());
  }

  return (
    <form noValidate onSubmit={onSubmit} aria-label={t('grades.replace.label', { name: assignmentName })} className="sp-grades__replace">
      <FormAlert message={serverError} />
      <TextField
        label={t('grades.replace.field')}
        name="download_link"
        type="url"
        value={link}
        onChange={(event) => setLink(event.target.value)}
        error={fieldError}
        hint={t('grades.replace.hint')}
      />
      <SubmitButton busy={busy} busyText={t('grades.replace.busy')}>
        {t('grades.replace.submit')}
      </SubmitButton>
    </form>
  );
}
