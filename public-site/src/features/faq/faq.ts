import { getFaq } from '@academy/shared/api/public-content';
import type { FaqItem } from '@academy/shared/domain/types';
import type { PageContent } from '../../app/page-data';

/** docs/requirements.md §12: the questions come from the API, which the academy's staff edit. */
export const FAQ_CONTENT: PageContent<FaqItem[]> = { key: () => 'faq', load: getFaq };
