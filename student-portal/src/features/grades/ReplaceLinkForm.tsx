import { useState, type FormEvent } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { toast } from '@academy/shared/feedback/toast';
import { errorMessage } from '@academy/shared/api/error-message';
import { focusField } from '@academy/shared/forms/focus';
import { httpUrlError } from '@academy/shared/forms/http-url';
import { useSingleSubmit } from '@academy/shared/forms/use-single-submit';
import { usePassed } from '@academy/shared/hooks/use-passed';
import { firstError, requiredError } from '@academy/shared/forms/validation';
import { useHandIn } from '@academy/shared/offline/use-hand-in';
import { useSessionStore } from '@academy/shared/session/store';
import { HAND_IN_CHANGES, useWaitingHandIns } from '@academy/shared/ui/offline/Outbox';
import WaitingHandIn from '@academy/shared/ui/offline/WaitingHandIn';
import FormAlert from '@academy/shared/ui/forms/FormAlert';
import SubmitButton from '@academy/shared/ui/forms/SubmitButton';
import TextField from '@academy/shared/ui/forms/TextField';
import { useT } from '../../i18n';

interface ReplaceLinkFormProps {
  submissionId: number;
  assignment: { id: number; name: string; due_at: string | null };
}

/**
 * Until the work is marked, the student may put a new link in place of the one they sent. Like a
 * hand-in it goes through the outbox: without a network it waits on the device (docs/offline.md).
 */
export default function ReplaceLinkForm({ submissionId, assignment }: ReplaceLinkFormProps) {
  const t = useT();
  const studentId = useSessionStore((state) => state.user?.id ?? null);
  const client = useQueryClient();
  const handIn = useHandIn();
  const waiting = useWaitingHandIns().find((item) => item.replaces === submissionId);
  const [link, setLink] = useState('');
  const [fieldError, setFieldError] = useState<string | null>(null);
  const [serverError, setServerError] = useState<string | null>(null);
  // a link sent after the due moment makes the work late: the student is told before sending it
  const pastDue = usePassed(assignment.due_at);

  const { busy, run } = useSingleSubmit(async (downloadLink: string) => {
    if (studentId === null) return;
    setServerError(null);
    const outcome = await handIn({
      userId: studentId,
      assignmentId: assignment.id,
      assignmentName: assignment.name,
      replaces: submissionId,
      link: downloadLink,
      dueAt: assignment.due_at,
    });
    if (outcome.kind === 'failed') {
      setServerError(errorMessage(outcome.error, t('grades.replace.failed')));
      return;
    }
    setLink('');
    if (outcome.kind === 'waiting') return;
    void Promise.all(HAND_IN_CHANGES.map((name) => client.invalidateQueries({ queryKey: [name], refetchType: 'all' })));
    toast.success(t('grades.replace.done'));
  });

  function onSubmit(event: FormEvent) {
    event.preventDefault();
    const problem = firstError(requiredError(link, t('grades.replace.field')), httpUrlError(link));
    setFieldError(problem);
    if (problem) focusField(event.currentTarget as HTMLFormElement, 'download_link');
    else void run(link.trim());
  }

  if (waiting) return <WaitingHandIn item={waiting} />;
  return (
    <form noValidate onSubmit={onSubmit} aria-label={t('grades.replace.label', { name: assignment.name })} className="sp-grades__replace screen-only">
      <FormAlert message={serverError} />
      <TextField
        label={t('grades.replace.field')}
        name="download_link"
        type="url"
        value={link}
        onChange={(event) => setLink(event.target.value)}
        error={fieldError}
        hint={pastDue ? `${t('grades.replace.hint')} ${t('grades.replace.late')}` : t('grades.replace.hint')}
      />
      <SubmitButton busy={busy} busyText={t('grades.replace.busy')} worksOffline>
        {t('grades.replace.submit')}
      </SubmitButton>
    </form>
  );
}
