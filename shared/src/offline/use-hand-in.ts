import { useCallback, useRef } from 'react';
import { isApiError } from '@academy/shared/api/client';
import { handIn, type NewHandIn, type SendOutcome } from '@academy/shared/offline/outbox';

/**
 * `handIn` for a form: a send that got no answer may have reached the academy, so the same link
 * sent again goes with the same key, and the academy writes it once (docs/offline.md).
 */
export function useHandIn(): (item: NewHandIn) => Promise<SendOutcome> {
  const unanswered = useRef<{ link: string; key: string } | null>(null);
  return useCallback(async (item: NewHandIn) => {
    const retried = unanswered.current?.link === item.link ? unanswered.current.key : undefined;
    const outcome = await handIn(item, retried);
    const lostAnswer = outcome.kind === 'failed' && isApiError(outcome.error) && !outcome.error.response;
    unanswered.current = lostAnswer ? { link: item.link, key: outcome.item.key } : null;
    return outcome;
  }, []);
}
