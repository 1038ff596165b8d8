import { useRef } from 'react';
import type { RoleName } from '@academy/shared/domain/types';
import { useFocusTrap } from '@academy/shared/hooks/use-focus-trap';
import { useT } from '@academy/shared/i18n/messages';
import PortalNav from '@academy/shared/ui/portal/PortalNav';

export interface PortalDrawerProps {
  role: RoleName;
  onClose: () => void;
}

/**
 * The portal navigation on a phone, mounted while the top bar's menu is open: a modal panel that
 * keeps focus inside, closes on Escape, on the backdrop, on its Close button or when a link is
 * followed, and gives focus back to the menu button.
 */
export default function PortalDrawer({ role, onClose }: PortalDrawerProps) {
  const t = useT();
  const panel = useRef<HTMLDivElement>(null);
  const onKeyDown = useFocusTrap(panel, { onEscape: onClose });
  return (
    <div className="portal-drawer">
      <div className="portal-drawer__backdrop" aria-hidden="true" onClick={onClose} />
      <div ref={panel} className="portal-drawer__panel" role="dialog" aria-modal="true" aria-label={t('portal.drawer.label')} onKeyDown={onKeyDown}>
        <button type="button" className="portal-drawer__close" onClick={onClose}>
          {t('portal.drawer.close')}
        </button>
        <PortalNav role={role} onNavigate={onClose} />
      </div>
    </div>
  );
}
