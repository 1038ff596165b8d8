import { parsePath } from 'react-router-dom';
import type { User } from '@academy/shared/domain/types';
import { PORTAL_PREFIX, portalPath, portalScreenAt } from '@academy/shared/routing/portal-screens';
import { isRecord } from '@academy/shared/routing/router-state';

/** Paths of the account screens (public-site) and the portal entry points (shell and remotes). */
export const ACCOUNT_PATHS = {
  login: '/login',
  account: '/JJRSFCLA',
  forgotPassword: '/forgot-password',
  resetPassword: '/reset-password',
  confirmEmail: '/confirm-email',
  portal: PORTAL_PREFIX,
  instructorDesk: portalPath('instructorDesk'),
  admin: portalPath('adminAccounts'),
  profile: portalPath('profile'),
  certificate: '/certificate',
  /** where anyone checks a certificate's code (a code after it checks that one) */
  certificateCheck: '/certificate/verify',
} as const;

/** Router state that /login shows as a message (after sign-up, or from the portal's session guard). */
export interface LoginRouteState {
  message: string;
  /** The portal address (path and query) the guard sent the visitor away from, to return to after login. */
  returnTo?: string;
  /** Whose session ended there: someone else signing in on the device lands on their own page. */
  returnFor?: number;
}

/**
 * What /login is handed when a portal screen's session has ended: the reason, and the screen to
 * return to for the person `userId` whose session it was (when known).
 */
export function sessionEndedLoginState(message: string, { pathname, search }: { pathname: string; search: string }, userId?: number): LoginRouteState {
  return { message, returnTo: `${pathname}${search}`, ...(userId === undefined ? {} : { returnFor: userId }) };
}

/** Router state that opens /JJRSFCLA in edit mode with the signed-in user's data. */
export interface EditProfileRouteState {
  mode: 'edit';
  user: User;
}

export function loginMessageFrom(state: unknown): string | null {
  return isRecord(state) && typeof state.message === 'string' && state.message ? state.message : null;
}

export function editedUserFrom(state: unknown): User | null {
  return isRecord(state) && state.mode === 'edit' && isRecord(state.user) && typeof state.user.id === 'number' ? (state.user as unknown as User) : null;
}

const LANDING_PATHS: Record<User['cla_role_name'], string> = {
  student: ACCOUNT_PATHS.portal,
  facilitator: ACCOUNT_PATHS.instructorDesk,
  admin: ACCOUNT_PATHS.admin,
};

/** Where a user lands after login: facilitators at their desk, administrators in the administration, students on the portal home. */
export function landingPathFor(user: Pick<User, 'cla_role_name'>): string {
  return LANDING_PATHS[user.cla_role_name] ?? ACCOUNT_PATHS.portal;
}

/**
 * Where a user goes after login: back to the portal address the guard sent them away from (a link in
 * a mail, a tab whose session ended) when it is a screen of their role and, after a session ended,
 * it was theirs; else their landing page.
 */
export function afterLoginPathFor(user: Pick<User, 'id' | 'cla_role_name'>, state: unknown): string {
  const returnTo = isRecord(state) && typeof state.returnTo === 'string' ? state.returnTo : null;
  const someoneElses = isRecord(state) && typeof state.returnFor === 'number' && state.returnFor !== user.id;
  const { pathname } = parsePath(returnTo ?? '');
  return returnTo && pathname && !someoneElses && portalScreenAt(user.cla_role_name, pathname) ? returnTo : landingPathFor(user);
}
