// The reads a portal screen makes as it first shows, declared once so the portal document can ask
// for them while the page's scripts are still on the way (shell/src/portal/portal-start.ts). Each
// screen's unit test checks that the screen asks for exactly these, with the same inputs.
import type { EndpointName } from '@academy/contract/endpoints';
import type { User } from '@academy/shared/domain/types';
import { PORTAL_PREFIX, PORTAL_SCREENS, portalHomeId, portalScreenIds, type PortalScreenId } from '@academy/shared/routing/portal-screens';
import type { CallInput } from '@academy/shared/api/call';
import type { ENDPOINT_ROUTES } from '@academy/contract/endpoint-routes';
import { readerLanguage } from '@academy/contract/rules/content-languages';
import { STUDENT_PAGE } from '@academy/contract/rules/limits';

/** The endpoints that only read (GET): the ones a page may ask for before anyone has asked. */
type ReadName = { [N in EndpointName]: (typeof ENDPOINT_ROUTES)[N]['method'] extends 'GET' ? N : never }[EndpointName];

/** One read: the endpoint and its input, as the screen passes them to useEndpoint. */
export type FirstCall = { [N in ReadName]: { name: N; input: CallInput<N> } }[ReadName];

const read = <N extends ReadName>(name: N, input: CallInput<N>) => ({ name, input }) as FirstCall;

/**
 * The frame's own, on every portal screen: the bell's count, and the reader's time zone (the
 * offline notice reads it as the frame shows, and every screen that shows times).
 */
export const FRAME_CALLS: readonly FirstCall[] = [read('listNotifications', {}), read('getNoticeSettings', {})];

/** The landing screens' reads, from the signed-in user (other screens start theirs when their code runs). */
const SCREEN_CALLS: Partial<Record<PortalScreenId, (user: User) => FirstCall[]>> = {
  dashboard: ({ id, cla_cohort_id, locale }) => {
    // the portal is shown in the account's language (PortalLayout), and so is what the academy wrote
    const lang = readerLanguage(locale);
    const cohortId = cla_cohort_id ?? 0;
    return [
      // the four figures and Next up in one read
      read('getStudentDashboard', { query: { cla_cohort_id: cohortId, cla_user_id: id } }),
      read('listAnnouncements', { query: { cla_cohort_id: cohortId, lang } }),
      read('listStandingNotes', { query: { lang } }),
    ];
  },
  instructorDesk: () => [read('listMyCohorts', {}), read('getDeskStats', { query: {} }), read('getStudentList', { query: { limit: STUDENT_PAGE } })],
};

/**
 * The screen of `role` at `pathname` among those with a fixed path. portalScreenAt also matches
 * parameters, with the router's code, which the portal document's inline script does without.
 */
function fixedScreenAt(role: User['cla_role_name'], pathname: string): PortalScreenId | undefined {
  const path = pathname.replace(/\/$/, '');
  if (path === PORTAL_PREFIX) return portalHomeId(role);
  return portalScreenIds(role).find((id) => `${PORTAL_PREFIX}/${PORTAL_SCREENS[id].path}` === path);
}

/** What the portal screen at `pathname` reads as it first shows to `user`, the frame's reads included. */
export function firstScreenCalls(pathname: string, user: User): FirstCall[] {
  const screen = fixedScreenAt(user.cla_role_name, pathname);
  const own = screen ? SCREEN_CALLS[screen]?.(user) : undefined;
  return [...FRAME_CALLS, ...(own ?? [])];
}
