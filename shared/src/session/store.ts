import { create } from 'zustand';
import { SESSION_LIFETIME_MS } from '@academy/contract/rules/session';
import type { User } from '@academy/shared/domain/types';
import { DATA_SAVER_KEY } from '@academy/shared/offline/data-saver-key';
import {
  AUTH_TOKEN_KEY,
  SESSION_COPY_KEY,
  SIGNED_OUT,
  readCopy,
  readSession,
  type SessionFields,
  type StoredSession,
} from '@academy/shared/session/stored-session';

export { AUTH_TOKEN_KEY, SESSION_COPY_KEY };
/** docs/requirements.md §9: window event that tells every part of the page the visitor logged out. */
export const LOGOUT_EVENT = 'user-logout';
/** docs/requirements.md §9: the stored copy expires when the API's session does, 7 days after login. */
export const SESSION_TTL_MS = SESSION_LIFETIME_MS;

export interface SessionState {
  token: string | null;
  user: User | null;
  expiresAt: number | null;
  /** Why the server ended the last session, when it said (a deactivated account); shown on /login. */
  endedBecause: string | null;
  /** The API answered that this student's place awaits the academy's approval (kept for this page only). */
  awaitingApproval: boolean;
  /**
   * Stores a new session. With `remember`, the copy also goes to local storage so it survives a
   * browser restart until it expires; otherwise it ends with the tab.
   */
  signIn: (token: string, user: User, options?: { remember?: boolean }) => void;
  /** Replaces the signed-in user's data (after a profile edit), keeping token and expiry. */
  updateUser: (user: User) => void;
  /**
   * Forgets the session everywhere: clears local and session storage, what the device kept, and
   * tells the page. `reason`: why, in the reader's language, for /login. `keepWaitingWork`: the
   * session ended without its person's say (expired, ended by the server), who may sign in again
   * to send the hand-ins waiting on the device.
   */
  clear: (reason?: string, options?: { keepWaitingWork?: boolean }) => void;
  /** The API said the caller awaits approval (apiClient sets it from the answer's code). */
  markAwaitingApproval: () => void;
  /**
   * The API refused the desk to this staff session until it adds a passkey (the academy requires one;
   * kept for this page only): the desk shows the screen that adds one instead.
   */
  passkeyRequired: boolean;
  /** Sets or lifts `passkeyRequired` (apiClient from the answer's code; the screen once a passkey is added). */
  setPasskeyRequired: (required: boolean) => void;
  /** Re-reads the session from storage (after a storage change made elsewhere). */
  syncFromStorage: () => void;
}

function writeSession(session: StoredSession, remember: boolean): void {
  const serialized = JSON.stringify(session);
  sessionStorage.setItem(AUTH_TOKEN_KEY, session.token);
  sessionStorage.setItem(SESSION_COPY_KEY, serialized);
  if (remember) localStorage.setItem(SESSION_COPY_KEY, serialized);
}

/** Rendered on a server (prerendered public pages): no storage, nobody signed in. */
const IN_BROWSER = typeof window !== 'undefined';

function initialState(): SessionFields {
  if (!IN_BROWSER) return SIGNED_OUT;
  const session = readSession();
  // A remembered session reopened in a new tab: put the token back where docs/requirements.md §9 keeps it.
  if (session.token && session.user && session.expiresAt && !sessionStorage.getItem(AUTH_TOKEN_KEY)) {
    writeSession({ token: session.token, user: session.user, expiresAt: session.expiresAt }, false);
  }
  return session;
}

export const useSessionStore = create<SessionState>()((set, get) => ({
  ...initialState(),
  endedBecause: null,
  awaitingApproval: false,
  passkeyRequired: false,
  signIn: (token, user, options = {}) => {
    const session = { token, user, expiresAt: Date.now() + SESSION_TTL_MS };
    writeSession(session, options.remember ?? false);
    set({ ...session, endedBecause: null, awaitingApproval: false, passkeyRequired: false });
  },
  updateUser: (user) => {
    const { token, expiresAt } = get();
    if (!token || !expiresAt) return;
    writeSession({ token, user, expiresAt }, readCopy(localStorage) !== null);
    set({ user });
  },
  clear: (reason, { keepWaitingWork = false } = {}) => {
    // the device's data saver choice is nobody's: it stays
    const dataSaver = localStorage.getItem(DATA_SAVER_KEY);
    localStorage.clear();
    if (dataSaver !== null) localStorage.setItem(DATA_SAVER_KEY, dataSaver);
    sessionStorage.clear();
    // and what the portal kept on the device for reading offline and sending later (docs/offline.md)
    void import('@academy/shared/offline/device-store')
      .then((device) => (keepWaitingWork ? device.forgetAllButWaitingWork() : device.forgetEverything()))
      .catch(() => undefined);
    set({ ...SIGNED_OUT, endedBecause: reason ?? null, awaitingApproval: false, passkeyRequired: false });
    window.dispatchEvent(new Event(LOGOUT_EVENT));
  },
  markAwaitingApproval: () => {
    if (!get().awaitingApproval) set({ awaitingApproval: true });
  },
  setPasskeyRequired: (required) => {
    if (get().passkeyRequired !== required) set({ passkeyRequired: required });
  },
  syncFromStorage: () => {
    set(readSession());
  },
}));

/** True while a token is held and its stored copy has not expired. */
export function hasLiveSession(state: SessionFields, now = Date.now()): boolean {
  return Boolean(state.token && state.user?.id && state.expiresAt && state.expiresAt > now);
}

function watchStorage(): void {
  window.addEventListener('storage', (event) => {
    // event.key is null when storage was cleared as a whole.
    if (event.key === null || event.key === AUTH_TOKEN_KEY || event.key === SESSION_COPY_KEY) {
      useSessionStore.getState().syncFromStorage();
    }
  });
  window.addEventListener(LOGOUT_EVENT, () => useSessionStore.getState().syncFromStorage());
}

if (IN_BROWSER) watchStorage();
