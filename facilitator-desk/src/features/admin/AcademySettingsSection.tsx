import { useState } from 'react';
import { toast } from '@academy/shared/feedback/toast';
import { errorMessage } from '@academy/shared/api/error-message';
import { useEndpoint, useEndpointMutation } from '@academy/shared/api/queries';
import ConfirmDialog from '@academy/shared/ui/ConfirmDialog';
import CheckboxField from '@academy/shared/ui/forms/CheckboxField';
import LoadFailed from '@academy/shared/ui/LoadFailed';
import { useT } from './i18n';

/** The academy's sign-in rules: whether staff must sign in with a passkey (or the academy's provider). */
export default function AcademySettingsSection() {
  const t = useT();
  const settings = useEndpoint('getAcademySettings', {});
  const save = useEndpointMutation('saveAcademySettings', { invalidates: ['getAcademySettings'] });
  // the box shows the choice at once, while it is saved; the saved setting again after a failure
  const [choice, setChoice] = useState<boolean | null>(null);
  // requiring a passkey stops every member of staff without one, the administrator included: asked first
  const [confirming, setConfirming] = useState(false);

  async function change(required: boolean) {
    setChoice(required);
    try {
      await save.mutateAsync({ body: { staff_passkey_required: required } });
      toast.success(t('settings.saved'));
    } catch (error) {
      setChoice(null);
      toast.error(errorMessage(error, t('settings.saveFailed')));
    }
  }

  if (settings.isError) return <LoadFailed message={t('settings.loadFailed')} onRetry={() => void settings.refetch()} />;
  if (!settings.data) return null;
  return (
    <section aria-labelledby="fd-admin-settings-title">
      <h2 id="fd-admin-settings-title">{t('settings.title')}</h2>
      <CheckboxField
        name="staff_passkey_required"
        label={t('settings.staffPasskey')}
        hint={t('settings.staffPasskeyHint')}
        checked={choice ?? settings.data.staff_passkey_required}
        disabled={save.isPending}
        onChange={(event) => (event.target.checked ? setConfirming(true) : void change(false))}
      />
      {confirming && (
        <ConfirmDialog
          title={t('settings.staffPasskeyQuestion')}
          message={t('settings.staffPasskeyHint')}
          confirmLabel={t('settings.staffPasskeyConfirm')}
          onConfirm={() => {
            setConfirming(false);
            void change(true);
          }}
          onCancel={() => setConfirming(false)}
        />
      )}
    </section>
  );
}
