/**
 * Renders one screen as the portal would: in a router at `path`, with the page's data layer (a
 * fresh cache per test), the toasts, and optionally a signed-in user. Pair it with api-mocks.ts.
 *
 *   const { user } = renderScreen(<CourseDetails />, { path: '/portal/courses/:id', url: '/portal/courses/5', signedIn: studentUser() });
 */
import type { ReactElement } from 'react';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { render, type RenderResult } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { createQueryClient } from '@academy/shared/api/query-client';
import type { User } from '@academy/shared/domain/types';
import { useSessionStore } from '@academy/shared/session/store';
import Toasts from '@academy/shared/ui/Toasts';

export interface RenderScreenOptions {
  /** The route pattern the screen is mounted at, e.g. '/portal/courses/:id'. */
  path?: string;
  /** The address opened; `path` itself by default. */
  url?: string;
  /** Router state the screen is opened with (a list passing its item). */
  state?: unknown;
  /** The user signed in while the screen runs; nobody by default. */
  signedIn?: User;
  /** Other routes the screen can go to (rendered as their path and the router state they got, so a test sees where it went and with what). */
  otherPaths?: string[];
}

export interface RenderedScreen extends RenderResult {
  user: UserEvent;
  queryClient: QueryClient;
}

/** One of `otherPaths`: "Now at {path}", and the router state it was opened with as JSON (test id `route-state`). */
function OtherPage({ path }: { path: string }) {
  const { state } = useLocation() as { state: unknown };
  return (
    <>
      <p>Now at {path}</p>
      <p data-testid="route-state">{JSON.stringify(state ?? null)}</p>
    </>
  );
}

export function renderScreen(screen: ReactElement, { path = '/', url = path, state, signedIn, otherPaths = [] }: RenderScreenOptions = {}): RenderedScreen {
  if (signedIn) useSessionStore.getState().signIn('test-token', signedIn);
  else useSessionStore.getState().clear();
  const queryClient = createQueryClient();
  const rendered = render(
    <QueryClientProvider client={queryClient}>
      <MemoryRouter initialEntries={[{ pathname: url.split('?')[0]!, search: url.includes('?') ? url.slice(url.indexOf('?')) : '', state }]}>
        <Routes>
          <Route path={path} element={screen} />
          {otherPaths.map((other) => (
            <Route key={other} path={other} element={<OtherPage path={other} />} />
          ))}
        </Routes>
        <Toasts />
      </MemoryRouter>
    </QueryClientProvider>,
  );
  return { ...rendered, user: userEvent.setup(), queryClient };
}
