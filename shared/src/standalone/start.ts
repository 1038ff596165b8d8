import '@academy/shared/styles/base.css';
import { createElement, StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router-dom';
import { QueryClientProvider } from '@tanstack/react-query';
import { queryClient } from '@academy/shared/api/query-client';
import { loadAppConfig } from '@academy/shared/config/app-config';
import StandaloneApp, { type StandaloneAppProps } from '@academy/shared/ui/standalone/StandaloneApp';

/**
 * A remote's src/bootstrap.tsx when it is served alone: reads /app-config.json (the API to use),
 * then mounts the area's routes in a router of its own.
 */
export async function startStandalone(props: StandaloneAppProps): Promise<void> {
  await loadAppConfig();
  const root = document.getElementById('root');
  if (!root) throw new Error('index.html has no #root element');
  const app = createElement(BrowserRouter, null, createElement(StandaloneApp, props));
  createRoot(root).render(createElement(StrictMode, null, createElement(QueryClientProvider, { client: queryClient }, app)));
}
