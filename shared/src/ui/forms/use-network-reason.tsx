import { useId } from 'react';
import { useOnline } from '@academy/shared/hooks/use-online';
import { useT } from '@academy/shared/i18n/messages';
import '@academy/shared/styles/offline.css';

/**
 * For a button whose action needs the network (docs/offline.md): while there is none, `waiting` is
 * true, `reason` is the sentence to show beside the button and `describedBy` its id, for the
 * button's `aria-describedby`, so that the reason is read with the button.
 */
export function useNetworkReason(needsNetwork = true) {
  const t = useT();
  const id = useId();
  const waiting = !useOnline() && needsNetwork;
  const reason = waiting ? (
    <span id={id} className="offline-reason">
      {t('offline.needsNetwork')}
    </span>
  ) : null;
  return { waiting, describedBy: waiting ? id : undefined, reason };
}
