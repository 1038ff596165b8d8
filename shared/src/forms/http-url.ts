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

/** Like `httpUrlError` for the addresses the API takes only as https (meetings, recordings); `what` says which, in the page's language. */
export function httpsUrlError(value: string, what: 'meeting' | 'recording'): string | null {
  const text = value.trim();
  if (!text) return null;
  return isHttpUrl(text) && new URL(text).protocol === 'https:' ? null : translate('forms.httpsUrl', { what });
}

export function isHttpUrl(text: string): boolean {
  try {
    const url = new URL(text);
    return (url.protocol === 'https:' || url.protocol === 'http:') && url.hostname.includes('.') && !/\s/.test(text);
  } catch {
    return false;
  }
}
