import { useEffect, useState } from 'react';
import { setLocale } from '@academy/shared/i18n/locale';
import type { Locale } from '@academy/contract/rules/locales';
import { useLocale } from '@academy/shared/i18n/messages';

/**
 * The portal is in the signed-in account's language (Profile's setting, kept on the account): the
 * page switches to it when it is in another (a first visit on this device, a choice made in another
 * tab). False until then, so the portal shows first in that language. An account that never chose
 * one keeps the language of the page it signed in from.
 */
export function useAccountLocale(account: Locale | null | undefined): boolean {
  const locale = useLocale();
  const [followed, setFollowed] = useState<Locale | null>(null);
  useEffect(() => {
    if (!account) return;
    let mounted = true;
    // a catalog that cannot load leaves the page in its language rather than empty
    const settle = () => mounted && setFollowed(account);
    setLocale(account).then(settle, settle);
    return () => {
      mounted = false;
    };
  }, [account]);
  return !account || locale === account || followed === account;
}
