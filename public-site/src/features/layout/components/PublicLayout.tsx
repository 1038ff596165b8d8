import { type ReactNode, useEffect, useRef } from 'react';
import { useLocation } from 'react-router-dom';
import { useFocusRescue } from '@academy/shared/hooks/use-focus-rescue';
import SkipLink from '@academy/shared/ui/SkipLink';
import Header from './Header';
import Footer from './Footer';
import { useT } from '../../../i18n';
import './PublicLayout.css';

const MAIN_ID = 'ps-main';

/** Skip link, header, the page, footer: the frame of every public screen. */
export default function PublicLayout({ children }: { children: ReactNode }) {
  const main = useRef<HTMLElement>(null);
  const { pathname } = useLocation();
  const shownPath = useRef(pathname);
  const t = useT();
  useFocusRescue(main);

  // a new page starts at its top, and screen readers land on it rather than on the old link
  useEffect(() => {
    if (pathname === shownPath.current) return;
    shownPath.current = pathname;
    window.scrollTo(0, 0);
    main.current?.focus({ preventScroll: true });
  }, [pathname]);

  return (
    <div className="ps-site">
      <SkipLink mainId={MAIN_ID}>{t('portal.skipToMain')}</SkipLink>
      <Header />
      <main id={MAIN_ID} ref={main} tabIndex={-1} className="ps-main">
        {children}
      </main>
      <Footer />
    </div>
  );
}
