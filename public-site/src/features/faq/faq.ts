import { getFaq } from '@academy/shared/api/public-content';
import type { FaqItem } from '@academy/shared/domain/types';
import type { PageContent } from '../../app/page-data';

/** docs/requirements.md §12: the questions come from the API, which the academy's staff edit, in the page's language where they have a version in it. */
export const FAQ_CONTENT: PageContent<FaqItem[]> = {
  key: (_params, locale) => `faq/${locale}`,
  load: (apiBaseUrl, _params, locale) => getFaq(apiBaseUrl, locale),
};
