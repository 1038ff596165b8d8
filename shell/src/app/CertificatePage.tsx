import { ACADEMY_NAME } from '@academy/contract/rules/brand';
import { DataLayer } from '@academy/shared/api/data-layer';
import RemoteArea from '../remotes/RemoteArea';

/** /certificate/*: the public header (public-site) above the certificate screens (student-portal). */
export default function CertificatePage() {
  return (
    <DataLayer>
      <title>{`Certificate | ${ACADEMY_NAME}`}</title>
      <RemoteArea key="public_site" remote="public_site" module="Header" />
      <main id="main">
        <RemoteArea key="student_portal" remote="student_portal" module="certificate-routes" />
      </main>
    </DataLayer>
  );
}
