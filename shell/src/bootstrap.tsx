import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router-dom';
import { loadAppConfig } from '@academy/shared/config/app-config';
import { registerRemotesFrom } from './remotes/register-remotes';
import App from './app/App';

async function start(): Promise<void> {
  const config = await loadAppConfig();
  registerRemotesFrom(config.remotes ?? {});
  const root = document.getElementById('root');
  if (!root) throw new Error('index.html has no #root element');
  createRoot(root).render(
    <StrictMode>
      <BrowserRouter>
        <App />
      </BrowserRouter>
    </StrictMode>,
  );
}

void start();
