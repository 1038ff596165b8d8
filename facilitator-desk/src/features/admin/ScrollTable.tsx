import type { ReactNode } from 'react';
import { useT } from './i18n';

/**
 * An administration table on any screen width: it scrolls sideways inside this region (reachable
 * with the keyboard) with its first column kept in view, so the page itself never does.
 */
export default function ScrollTable({ label, children }: { label: string; children: ReactNode }) {
  const t = useT();
  return (
    <div className="fd-admin__scroll" tabIndex={0} role="region" aria-label={t('admin.scrolls', { label })}>
      {children}
    </div>
  );
}
