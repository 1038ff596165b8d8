import { useState, type FormEvent } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { toast } from '@academy/shared/feedback/toast';
import { errorMessage } from '@academy/shared/api/error-message';
import { useEndpoint, useEndpointMutation } from '@academy/shared/api/queries';
import type { Passkey } from '@academy/contract/schemas/passkeys';
import { FRESH_SIGN_IN_MINUTES } from '@academy/contract/rules/passkeys';
import { TEXT_LIMITS } from '@academy/contract/rules/limits';
import { describeMoment } from '@academy/contract/rules/time-zones';
import { deviceOf } from '@academy/shared/format/device';
import { useFormFields } from '@academy/shared/forms/use-form-fields';
import { useSingleSubmit } from '@academy/shared/forms/use-single-submit';
import { compactErrors, requiredError } from '@academy/shared/forms/validation';
import { useLocale, useT } from '@academy/shared/i18n/messages';
import { useReaderTimeZone } from '@academy/shared/notifications/reader-zone';
import { useSessionStore } from '@academy/shared/session/store';
import ConfirmDialog from '@academy/shared/ui/ConfirmDialog';
import FormAlert from '@academy/shared/ui/forms/FormAlert';
import PasswordField from '@academy/shared/ui/forms/PasswordField';
import SubmitButton from '@academy/shared/ui/forms/SubmitButton';
import TextField from '@academy/shared/ui/forms/TextField';
import QueryState from '@academy/shared/ui/states/QueryState';
import '@academy/shared/styles/account-security.css';

interface PasskeyValues {
  name: string;
  current_password: string;
}

const FIELDS = ['name', 'current_password'] as const;

/** 'Chrome on Android': what a new passkey is called unless the person names it. */
function thisDevice(): string {
  if (typeof navigator === 'undefined') return '';
  const { browser, system } = deviceOf(navigator.userAgent);
  return [browser, system].filter(Boolean).join(' · ').slice(0, TEXT_LIMITS.passkeyName);
}

/** The ceremony's code (SimpleWebAuthn) loads when a passkey is first added or removed, not with Profile. */
const ceremonies = () => import('@academy/shared/passkeys/ceremonies');

/**
 * Profile: the account's passkeys (name, added, last used) and a form that adds one of this device
 * or removes one, with the current password unless the person signed in moments ago. The screen
 * that asks staff for a passkey shows it too (`onAdded`).
 */
export default function PasskeysSection({ onAdded }: { onAdded?: () => void }) {
  const t = useT();
  const queryClient = useQueryClient();
  const passkeys = useEndpoint('listPasskeys', {});
  const removal = useEndpointMutation('removePasskey', { invalidates: ['listPasskeys'] });
  const { formRef, values, setValues, checkFields, fieldProps } = useFormFields<PasskeyValues>(
    () => ({ name: thisDevice(), current_password: '' }),
    (typed) => compactErrors({ name: requiredError(typed.name, t('profile.passkeys.name')) }),
    FIELDS,
  );
  const [formError, setFormError] = useState<string | null>(null);

  const { busy, run } = useSingleSubmit(async () => {
    setFormError(null);
    try {
      const { addPasskey, canUsePasskeys } = await ceremonies();
      if (!canUsePasskeys()) {
        setFormError(t('profile.passkeys.unsupported'));
        return;
      }
      await addPasskey(values.name.trim(), values.current_password);
      setValues({ name: thisDevice(), current_password: '' });
      await queryClient.invalidateQueries();
      useSessionStore.getState().setPasskeyRequired(false);
      toast.success(t('profile.passkeys.added'));
      onAdded?.();
    } catch (error) {
      const { isAlreadyOnDevice, wasCancelled } = await ceremonies();
      if (wasCancelled(error)) setFormError(t('profile.passkeys.cancelled'));
      else if (isAlreadyOnDevice(error)) setFormError(t('profile.passkeys.alreadyOnDevice'));
      else setFormError(errorMessage(error, t('profile.passkeys.addFailed')));
    }
  });

  // a way to sign in is not removed by one press: asked first
  const [confirming, setConfirming] = useState<Passkey | null>(null);

  async function remove(passkey: Passkey) {
    if (removal.isPending) return;
    setFormError(null);
    try {
      await removal.mutateAsync({ params: { id: passkey.id }, body: values.current_password ? { current_password: values.current_password } : {} });
      setValues((current) => ({ ...current, current_password: '' }));
      toast.success(t('profile.passkeys.removed', { name: passkey.name }));
    } catch (error) {
      setFormError(errorMessage(error, t('profile.passkeys.removeFailed')));
    } finally {
      setConfirming(null);
    }
  }

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (checkFields()) void run();
  }

  return (
    <section className="account-security" aria-labelledby="passkeys-title" aria-busy={passkeys.status === 'pending'}>
      <h2 id="passkeys-title">{t('profile.passkeys.title')}</h2>
      <p>{t('profile.passkeys.intro')}</p>
      <QueryState
        query={passkeys}
        loading={{ label: t('profile.passkeys.loading'), shape: 'list' }}
        failed={errorMessage(passkeys.error, t('profile.passkeys.loadFailed'))}
      >
        {(list) => <PasskeyList passkeys={list} removing={removal.isPending ? removal.variables?.params.id : undefined} onRemove={setConfirming} />}
      </QueryState>
      {confirming && (
        <ConfirmDialog
          title={t('profile.passkeys.removeQuestion', { name: confirming.name })}
          message={t('profile.passkeys.removeWarning')}
          confirmLabel={t('profile.passkeys.remove')}
          busy={removal.isPending}
          busyText={t('profile.passkeys.removing')}
          onConfirm={() => void remove(confirming)}
          onCancel={() => setConfirming(null)}
        />
      )}
      <FormAlert message={formError} />
      <form ref={formRef} onSubmit={onSubmit} noValidate>
        <TextField
          {...fieldProps('name', t('profile.passkeys.name'))}
          maxLength={TEXT_LIMITS.passkeyName}
          hint={t('profile.passkeys.nameHint')}
          autoComplete="off"
        />
        <PasswordField
          {...fieldProps('current_password', t('profile.password.current'))}
          required={false}
          autoComplete="current-password"
          hint={t('profile.passkeys.passwordHint', { minutes: FRESH_SIGN_IN_MINUTES })}
        />
        <SubmitButton busy={busy} busyText={t('profile.passkeys.adding')}>
          {t('profile.passkeys.add')}
        </SubmitButton>
      </form>
    </section>
  );
}

interface PasskeyListProps {
  passkeys: Passkey[];
  removing: number | undefined;
  onRemove: (passkey: Passkey) => void;
}

function PasskeyList({ passkeys, removing, onRemove }: PasskeyListProps) {
  const t = useT();
  const locale = useLocale();
  const zone = useReaderTimeZone();
  if (passkeys.length === 0) return <p className="empty-state">{t('profile.passkeys.none')}</p>;
  const moment = (at: string) => <time dateTime={at}>{describeMoment(new Date(at), zone, locale)}</time>;
  return (
    <ul className="session-list passkey-list">
      {passkeys.map((passkey) => (
        <li key={passkey.id} className="session-item">
          <div>
            <span className="session-device">{passkey.name}</span>
            <span className="session-last-used">{t('profile.passkeys.created', { time: moment(passkey.created_at) })}</span>
            <span className="session-last-used">
              {passkey.last_used_at ? t('profile.passkeys.lastUsed', { time: moment(passkey.last_used_at) }) : t('profile.passkeys.neverUsed')}
            </span>
          </div>
          <button
            type="button"
            className="btn btn--secondary"
            disabled={removing !== undefined}
            onClick={() => onRemove(passkey)}
            // while it goes, named by the words it shows
            // passkeys may share a name: each is told apart by when it was added
            aria-label={
              removing === passkey.id
                ? undefined
                : t('profile.passkeys.removeOne', { name: passkey.name, added: describeMoment(new Date(passkey.created_at), zone, locale) })
            }
          >
            {t(removing === passkey.id ? 'profile.passkeys.removing' : 'profile.passkeys.remove')}
          </button>
        </li>
      ))}
    </ul>
  );
}
