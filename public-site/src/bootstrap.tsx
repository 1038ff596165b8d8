import { startStandalone } from '@academy/shared/standalone/start';
import PublicRoutes from './app/routes';

/** Standalone: the public site on its own port, as the shell would mount it at `/`. */
void startStandalone({ areaName: 'public site', routes: [{ path: '/*', component: PublicRoutes }] });
