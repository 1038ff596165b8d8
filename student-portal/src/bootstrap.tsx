import { startStandalone } from '@academy/shared/standalone/start';
import CertificateRoutes from './app/certificate-routes';
import PortalRoutes from './app/portal-routes';

/** Standalone: the student portal on its own port, at the prefixes the shell gives it. */
void startStandalone({
  areaName: 'student portal',
  portal: { role: 'student', routes: PortalRoutes },
  routes: [{ path: '/certificate/*', component: CertificateRoutes }],
});
