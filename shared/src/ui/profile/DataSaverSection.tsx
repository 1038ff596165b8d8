import { useId } from 'react';
import { useT } from '@academy/shared/i18n/messages';
import { browserAsksToSaveData, chooseDataSaver, chosenDataSaver, useDataSaver } from '@academy/shared/offline/data-saver';
import CheckboxField from '@academy/shared/ui/forms/CheckboxField';

/**
 * Profile: data saver, for this device (docs/offline.md). It applies at once; until it is chosen,
 * it follows the browser (on when it asks to save data or the connection is 2G).
 */
export default function DataSaverSection() {
  const t = useT();
  const headingId = useId();
  const on = useDataSaver();
  const automatic = chosenDataSaver() === null && browserAsksToSaveData();
  return (
    <section className="account-security" aria-labelledby={headingId}>
      <h2 id={headingId}>{t('profile.dataSaver.title')}</h2>
      <CheckboxField
        name="data_saver"
        label={t('profile.dataSaver.label')}
        hint={automatic ? `${t('profile.dataSaver.hint')} ${t('profile.dataSaver.automatic')}` : t('profile.dataSaver.hint')}
        checked={on}
        onChange={(event) => chooseDataSaver(event.target.checked)}
      />
    </section>
  );
}
