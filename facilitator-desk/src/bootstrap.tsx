import { startStandalone } from '@academy/shared/standalone/start';
import PortalRoutes from './app/portal-routes';

/** Standalone: the facilitator desk on its own port, at the prefix the shell gives it. */
void startStandalone({ areaName: 'facilitator desk', portal: { role: 'facilitator', routes: PortalRoutes } });
