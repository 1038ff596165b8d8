import { translate } from '@academy/shared/i18n/locale';

/**
 * The message for text that is not a full https web address with a host (the API takes links to
 * work as https only), in the page's language, or null. Empty text is `requiredError`'s job.
 */
export function httpUrlError(value: string): string | null {
  const text = value.trim();
  if (!text) return null;
  return isHttpUrl(text) && new URL(text).protocol === 'https:' ? null : translate('forms.httpUrl');
}

/** Like `httpUrlError` for the addresses the API takes only as https (meetings, recordings); `what` names it. */
export function httpsUrlError(value: string, what: string): string | null {
  const text = value.trim();
  if (!text) return null;
  return isHttpUrl(text) && new URL(text).protocol === 'https:' ? null : `Enter the ${what} as a full address starting with https://.`;
}

export function isHttpUrl(text: string): boolean {
  try {
    const url = new URL(text);
    return (url.protocol === 'https:' || url.protocol === 'http:') && url.hostname.includes('.') && !/\s/.test(text);
  } catch {
    return false;
  }
}
