import { ACADEMY_NAME } from '@academy/contract/rules/brand';
import { DataLayer } from '@academy/shared/api/data-layer';
import { useDocumentTitle } from '@academy/shared/hooks/use-document-title';
import { useFocusRescue } from '@academy/shared/hooks/use-focus-rescue';
import { useRef, useState } from 'react';
import { useAccountLocale } from '@academy/shared/i18n/account-locale';
import { openingLocale } from '@academy/shared/i18n/opening-locale';
import { useSessionStore } from '@academy/shared/session/store';
import SkipLink from '@academy/shared/ui/SkipLink';
import RemoteArea from '../remotes/RemoteArea';
import { useT } from '../i18n';

const MAIN_ID = 'main';

/**
 * /certificate/*: the public header (public-site) above the certificate screens (student-portal).
 * The pages have no address per language: they open in the signed-in account's, else in the
 * browser's when the page opened here (a shared link's reader; one that comes from another page
 * keeps its language), and the header's languages switch them.
 */
export default function CertificatePage() {
  const t = useT();
  const account = useSessionStore((state) => state.user?.locale);
  const [opening] = useState(openingLocale);
  const shown = useAccountLocale(account ?? opening);
  const main = useRef<HTMLElement>(null);
  useFocusRescue(main);
  useDocumentTitle(shown ? t('shell.certificateTitle', { academy: ACADEMY_NAME }) : null);
  if (!shown) return null;
  return (
    <DataLayer>
      <SkipLink mainId={MAIN_ID}>{t('portal.skipToMain')}</SkipLink>
      <RemoteArea key="public_site" remote="public_site" module="Header" />
      <main id={MAIN_ID} ref={main} tabIndex={-1}>
        <RemoteArea key="student_portal" remote="student_portal" module="certificate-routes" />
      </main>
    </DataLayer>
  );
}
