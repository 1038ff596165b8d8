import '@academy/shared/styles/base.css';
import { StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router-dom';
import { loadAppConfig } from '@academy/shared/config/app-config';
import { installHistoryGate } from '@academy/shared/forms/history-gate';
import { registerRemotesFrom } from './remotes/register-remotes';
import App, { loadPortalFrame } from './app/App';
import { isPortalPath } from './portal/portal-path';
import { reportUncaughtErrors } from './errors/report-error';
import { registerServiceWorker } from './offline/register-service-worker';

async function start(): Promise<void> {
  const config = await loadAppConfig();
  reportUncaughtErrors();
  // before the router listens: a form holding text is asked about Back and Forward first
  installHistoryGate();
  registerRemotesFrom(config.remotes ?? {});
  const root = document.getElementById('root');
  if (!root) throw new Error('index.html has no #root element');
  // its code was asked for beside the bootstrap's (index.ts): rendered with it, not after a placeholder
  if (isPortalPath(window.location.pathname)) await loadPortalFrame().catch(() => undefined);
  const app = (
    <StrictMode>
      <BrowserRouter>
        <App />
      </BrowserRouter>
    </StrictMode>
  );
  // a public page comes prerendered (platform/server/prerender.ts): the app takes over that markup
  if (root.hasChildNodes()) hydrateRoot(root, app);
  else createRoot(root).render(app);
  registerServiceWorker();
}

void start();
