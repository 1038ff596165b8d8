import { createContext, useContext } from 'react';

/** Receives the HTTP status of the page being rendered on the server; in browsers, nobody listens. */
export const PageStatusContext = createContext<(code: number) => void>(() => undefined);

/** Marks the page being rendered as missing: its prerendered document is answered with 404. */
export function useNotFoundStatus(): void {
  useContext(PageStatusContext)(404);
}
