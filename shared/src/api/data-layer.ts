// The data layer's context goes around what reads the API through it (the portal frame, the
// certificate, the account screens that load lists), not around every page: a public page without
// any of them loads neither the query library nor the API client (docs/first-visit.md).
import { createElement, useContext, type ReactNode } from 'react';
import { QueryClientContext, QueryClientProvider } from '@tanstack/react-query';
import { queryClient } from '@academy/shared/api/query-client';

/**
 * Gives `children` the page's one query client, unless a client is given above already: a screen
 * inside the portal frame, or a server render, which brings a client of its own for each page.
 */
export function DataLayer({ children }: { children: ReactNode }): ReactNode {
  return useContext(QueryClientContext) ? children : createElement(QueryClientProvider, { client: queryClient }, children);
}
