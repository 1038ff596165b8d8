import { useCallback } from 'react';
import { DEFAULT_LOCALE, type Locale } from '@academy/contract/rules/locales';
import { isApiError } from '@academy/shared/api/client';
import { errorMessage, translatedError } from '@academy/shared/api/error-message';
import { useErrorT } from '@academy/shared/i18n/messages';
import { useT, type SiteMessageKey } from '../i18n';
import { usePageLanguage } from './use-page-language';

type Translate = (key: SiteMessageKey) => string;

/**
 * What a form says when a call failed. In English, the form error rule (docs/requirements.md
 * §8.1: the API's own sentence, else `fallback`). The API writes English: on a page in another
 * language, no answer or the answer's code is said in the page's language (a common password,
 * an address already taken), else what its status tells (too many attempts), else `fallback`.
 */
export function failureText(error: unknown, locale: Locale, t: Translate, fallback: SiteMessageKey): string {
  if (locale === DEFAULT_LOCALE) return errorMessage(error, t(fallback));
  return translatedError(error) ?? (isApiError(error) && error.response?.status === 429 ? t('site.form.tooMany') : t(fallback));
}

/** failureText in the page's language (the sentences of the API's codes loaded with the form). */
export function useFailureText(): (error: unknown, fallback: SiteMessageKey) => string {
  useErrorT();
  const t = useT();
  const locale = usePageLanguage();
  return useCallback((error: unknown, fallback: SiteMessageKey) => failureText(error, locale, t, fallback), [locale, t]);
}
