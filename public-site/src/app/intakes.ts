import { getIntakes } from '@academy/shared/api/public-content';
import type { Intakes } from '@academy/shared/domain/types';
import type { PageContent } from './page-data';

/** The open intakes and whether sign-up is open: Programs prerenders them, Login asks in the browser. */
export const INTAKES_CONTENT: PageContent<Intakes> = { key: () => 'intakes', load: getIntakes };
