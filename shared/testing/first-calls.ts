/**
 * Checks a portal screen against the reads declared for it in shared/src/api/first-screen-calls.ts,
 * which the portal document asks for before the screen's code arrives: a read the screen makes that
 * is not declared comes late, and a declared read it does not make is asked for in vain.
 */
import type { QueryClient } from '@tanstack/react-query';
import { firstCallHash } from '@academy/shared/api/early-answers';
import { FRAME_CALLS, firstScreenCalls } from '@academy/shared/api/first-screen-calls';
import type { User } from '@academy/shared/domain/types';

/** The screen rendered with `queryClient` at `pathname` asked for its declared reads, no more, no fewer (the frame's apart). */
export function expectDeclaredFirstCalls(queryClient: QueryClient, pathname: string, user: User): void {
  const frame = new Set(FRAME_CALLS.map(firstCallHash));
  const declared = firstScreenCalls(pathname, user)
    .map(firstCallHash)
    .filter((hash) => !frame.has(hash));
  const asked = queryClient
    .getQueryCache()
    .getAll()
    .map((query) => query.queryHash)
    .filter((hash) => !frame.has(hash));
  expect(asked.sort()).toEqual(declared.sort());
}
