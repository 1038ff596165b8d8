// A mail about the person's own account (a reset link, a changed password or address): plain text
// in their language (the account's; English when none is chosen), which Content-Language names; its
// links open the public site's pages in that language (publicPageFor).
import { ACADEMY_NAME } from '@academy/contract/rules/brand';
import type { Locale } from '@academy/contract/rules/locales';
import { languageHeaders, readerLocale, say, type ApiMessageKey } from '../i18n/messages';
import type { Mail } from './mailer';

export interface AccountMailReader {
  email: string;
  name: string;
  locale: Locale | string | null;
}

export function accountMail(to: AccountMailReader, subject: ApiMessageKey, body: ApiMessageKey, values: Record<string, string> = {}): Mail {
  const locale = readerLocale(to.locale);
  const words = { academy: ACADEMY_NAME, ...values };
  return {
    to: to.email,
    subject: say(locale, subject, words),
    text: `${say(locale, 'mail.hello', { name: to.name })}\n\n${say(locale, body, words)}`,
    headers: languageHeaders(locale),
  };
}
