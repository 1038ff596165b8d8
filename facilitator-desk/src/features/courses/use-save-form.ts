import { useState, type FormEvent } from 'react';
import { toast } from '@academy/shared/feedback/toast';
import { errorMessage } from '@academy/shared/api/error-message';
import { useSingleSubmit } from '@academy/shared/forms/use-single-submit';

/**
 * The submit of a course or topic form: checks the fields, then runs `save` once at a time. A
 * failure toasts `failure` and shows the API's reason (or `failure`) above the form.
 */
export function useSaveForm(checkFields: () => boolean, save: () => Promise<void>, failure: string) {
  const [formError, setFormError] = useState<string | null>(null);
  const { busy, run } = useSingleSubmit(async () => {
    setFormError(null);
    try {
      await save();
    } catch (error) {
      toast.error(failure);
      setFormError(errorMessage(error, failure));
    }
  });

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (checkFields()) void run();
  }

  return { formError, busy, onSubmit };
}
