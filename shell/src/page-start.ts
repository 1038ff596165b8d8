/**
 * The inline script of every prerendered page (platform/server/document.ts), run as the parser
 * reaches it: from the moment the page shows, before any of its code has arrived, a form sent is
 * held for the page and a button that opens something is noted for it to press again
 * (shared/src/forms/early-submit.ts). Built on its own (platform/webpack/config.ts, INLINE_SCRIPTS).
 */
import { holdEarlyPresses, holdEarlySubmits } from '@academy/shared/forms/early-submit';

holdEarlySubmits();
holdEarlyPresses();
