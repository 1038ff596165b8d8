import { useOnline } from '@academy/shared/hooks/use-online';
import { useT } from '@academy/shared/i18n/messages';
import EmptyState from '@academy/shared/ui/states/EmptyState';
import LoadingPlaceholder, { type LoadingPlaceholderProps } from '@academy/shared/ui/states/LoadingPlaceholder';

/**
 * Data a screen waits for: its placeholder, or, without a network, that the page was not kept on
 * this device (the data layer waits for the network to ask, so a placeholder would stay for ever).
 */
export default function DataPending(loading: LoadingPlaceholderProps) {
  const t = useT();
  const online = useOnline();
  if (!online) return <EmptyState title={t('offline.notSaved')} hint={t('offline.notSaved.hint')} />;
  return <LoadingPlaceholder {...loading} />;
}
