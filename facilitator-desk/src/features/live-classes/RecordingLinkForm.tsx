import { useState, type FormEvent } from 'react';
import { toast } from '@academy/shared/feedback/toast';
import { errorMessage } from '@academy/shared/api/error-message';
import { useEndpointMutation } from '@academy/shared/api/queries';
import type { LiveClass } from '@academy/shared/domain/types';
import { httpsUrlError } from '@academy/shared/forms/http-url';
import { useSingleSubmit } from '@academy/shared/forms/use-single-submit';
import FormAlert from '@academy/shared/ui/forms/FormAlert';
import SubmitButton from '@academy/shared/ui/forms/SubmitButton';
import TextField from '@academy/shared/ui/forms/TextField';
import { LIVE_CLASS_CHANGES } from './live-class-changes';
import { useT } from '../../i18n';

/** Once a class has taken place, its facilitator adds, changes or (with an empty field) removes its recording link. */
export default function RecordingLinkForm({ liveClass, onSaved }: { liveClass: LiveClass; onSaved: (saved: LiveClass) => void }) {
  const t = useT();
  const [open, setOpen] = useState(false);
  const [link, setLink] = useState(liveClass.recording_url ?? '');
  const [fieldError, setFieldError] = useState<string | null>(null);
  const [serverError, setServerError] = useState<string | null>(null);
  const record = useEndpointMutation('setLiveClassRecording', { invalidates: LIVE_CLASS_CHANGES });

  const { busy, run } = useSingleSubmit(async (recordingUrl: string | null) => {
    setServerError(null);
    try {
      onSaved(await record.mutateAsync({ params: { id: liveClass.id }, body: { recording_url: recordingUrl } }));
    } catch (error) {
      setServerError(errorMessage(error, t('recording.saveFailed')));
      return;
    }
    toast.success(recordingUrl ? t('recording.saved') : t('recording.removed'));
    setOpen(false);
  });

  function onSubmit(event: FormEvent) {
    event.preventDefault();
    const problem = httpsUrlError(link, 'recording');
    setFieldError(problem);
    if (!problem) void run(link.trim() || null);
  }

  if (!open) {
    return (
      <button type="button" className="btn btn--secondary" aria-expanded={false} onClick={() => setOpen(true)}>
        {liveClass.recording_url ? t('recording.change') : t('recording.add')}
        <span className="visually-hidden"> {t('recording.of', { name: liveClass.name })}</span>
      </button>
    );
  }
  return (
    <form noValidate onSubmit={onSubmit} aria-label={t('recording.label', { name: liveClass.name })} className="fd-recording-form">
      <FormAlert message={serverError} />
      <TextField
        label={t('recording.link')}
        name="recording_url"
        type="url"
        inputMode="url"
        autoFocus
        value={link}
        onChange={(event) => setLink(event.target.value)}
        error={fieldError}
        hint={t('recording.hint')}
      />
      <div className="fd-live-class-form__actions">
        <SubmitButton busy={busy} busyText={t('states.saving')}>
          {t('recording.save')}
        </SubmitButton>
        <button type="button" className="btn btn--secondary" onClick={() => setOpen(false)}>
          {t('states.cancel')}
        </button>
      </div>
    </form>
  );
}
