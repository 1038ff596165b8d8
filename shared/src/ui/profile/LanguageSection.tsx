import { useId, useState, type FormEvent } from 'react';
import { toast } from '@academy/shared/feedback/toast';
import { call } from '@academy/shared/api/call';
import { choosableLocales, PSEUDO_LOCALE, setLocale, type PageLocale } from '@academy/shared/i18n/locale';
import { useLocale, useT } from '@academy/shared/i18n/messages';
import { useSessionStore } from '@academy/shared/session/store';
import Field from '@academy/shared/ui/forms/Field';
import SubmitButton from '@academy/shared/ui/forms/SubmitButton';

/**
 * Profile: the language of the portal, kept on the account, so it opens in it on every device.
 * Saving switches every area of the page at once. In development the pseudo-locale is offered
 * too: it changes this page only.
 */
export default function LanguageSection() {
  const t = useT();
  const locale = useLocale();
  const updateUser = useSessionStore((state) => state.updateUser);
  const [chosen, setChosen] = useState<PageLocale>(locale);
  const [saving, setSaving] = useState(false);
  const headingId = useId();

  async function save(event: FormEvent) {
    event.preventDefault();
    if (saving) return;
    setSaving(true);
    try {
      if (chosen === PSEUDO_LOCALE) {
        await setLocale(chosen);
      } else {
        const user = await call('saveAccountLocale', { body: { locale: chosen } });
        await setLocale(chosen);
        updateUser(user);
      }
      // t writes in the language the page has now
      toast.success(t('profile.language.saved'));
    } catch {
      toast.error(t('profile.language.failed'));
    } finally {
      setSaving(false);
    }
  }

  return (
    <section className="account-security" aria-labelledby={headingId}>
      <h2 id={headingId}>{t('profile.language.title')}</h2>
      <form onSubmit={(event) => void save(event)}>
        <Field label={t('profile.language.label')} hint={t('profile.language.hint')}>
          {(control) => (
            <select {...control} value={chosen} onChange={(event) => setChosen(event.target.value as PageLocale)}>
              {choosableLocales().map(({ locale: code, name }) =>
                name ? (
                  // each language named in itself, and read in it
                  <option key={code} value={code} lang={code}>
                    {name}
                  </option>
                ) : (
                  <option key={code} value={code}>
                    {t('profile.language.pseudo')}
                  </option>
                ),
              )}
            </select>
          )}
        </Field>
        <SubmitButton busy={saving} busyText={t('states.saving')}>
          {t('profile.language.save')}
        </SubmitButton>
      </form>
    </section>
  );
}
