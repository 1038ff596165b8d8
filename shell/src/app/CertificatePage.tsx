import { ACADEMY_NAME } from '@academy/contract/rules/brand';
import { DataLayer } from '@academy/shared/api/data-layer';
import { useDocumentTitle } from '@academy/shared/hooks/use-document-title';
import RemoteArea from '../remotes/RemoteArea';

/** /certificate/*: the public header (public-site) above the certificate screens (student-portal). */
export default function CertificatePage() {
  useDocumentTitle(`Certificate | ${ACADEMY_NAME}`);
  return (
    <DataLayer>
      <RemoteArea key="public_site" remote="public_site" module="Header" />
      <main id="main">
        <RemoteArea key="student_portal" remote="student_portal" module="certificate-routes" />
      </main>
    </DataLayer>
  );
}
