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

const REPLACE_FAILED = 'Failed to replace the link. Please try again.';

/** Until the work is marked, the student may put a new link in place of the one they sent. */
export default function ReplaceLinkForm({ submissionId, assignmentName }: { submissionId: number; assignmentName: string }) {
  const replace = useEndpointMutation('replaceSubmissionLink', { invalidates: ['getMyGrades', 'getAssignment'] });
  const [link, setLink] = useState('');
  const [fieldError, setFieldError] = useState<string | null>(null);
  const [serverError, setServerError] = useState<string | null>(null);

  const { busy, run } = useSingleSubmit(async (downloadLink: string) => {
    setServerError(null);
    try {
      await replace.mutateAsync({ params: { id: submissionId }, body: { cla_submission: { download_link: downloadLink } } });
    } catch (error) {
      setServerError(errorMessage(error, REPLACE_FAILED));
      return;
    }
    toast.success('Link replaced.');
    setLink('');
  });

  function onSubmit(event: FormEvent) {
    event.preventDefault();
    const problem = firstError(requiredError(link, 'New document URL'), httpUrlError(link));
    setFieldError(problem);
    if (!problem) void run(link.trim());
  }

  return (
    <form noValidate onSubmit={onSubmit} aria-label={`Replace the link of ${assignmentName}`} className="sp-grades__replace">
      <FormAlert message={serverError} />
      <TextField
        label="New document URL"
        name="download_link"
        type="url"
        value={link}
        onChange={(event) => setLink(event.target.value)}
        error={fieldError}
        hint="Allowed until your work is marked."
      />
      <SubmitButton busy={busy} busyText="Replacing...">
        Replace link
      </SubmitButton>
    </form>
  );
}
