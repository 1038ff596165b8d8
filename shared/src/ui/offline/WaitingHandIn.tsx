import { useT } from '@academy/shared/i18n/messages';
import type { QueuedHandIn } from '@academy/shared/offline/outbox';
import '@academy/shared/styles/offline.css';

/** An assignment's hand-in kept on the device: what waits, and when it leaves. */
export default function WaitingHandIn({ item }: { item: QueuedHandIn }) {
  const t = useT();
  return (
    <p role="status" className="offline-notice">
      {t('offline.waiting')}
      <span className="offline-reason">{t('offline.waiting.handIn', { link: item.link })}</span>
    </p>
  );
}
