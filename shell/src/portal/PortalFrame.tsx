import { useEffect, useRef } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { toast } from '@academy/shared/feedback/toast';
import { useAccountLocale } from '@academy/shared/i18n/account-locale';
import { useLocalPath } from '@academy/shared/i18n/local-path';
import { openingLocale } from '@academy/shared/i18n/opening-locale';
import { ACCOUNT_PATHS, sessionEndedLoginState } from '@academy/shared/routing/account-routes';
import { decidePortalAccess, refusalText, takeIntentionalLogout } from '@academy/shared/session/portal-access';
import { useT } from '@academy/shared/i18n/messages';
import { useSessionStore } from '@academy/shared/session/store';
import { DataLayer } from '@academy/shared/api/data-layer';
import { queryClient } from '@academy/shared/api/query-client';
import { keepAnswers } from '@academy/shared/offline/answers-cache';
import PortalLayout from '@academy/shared/ui/portal/PortalLayout';
import RemoteArea from '../remotes/RemoteArea';
import { PORTAL_MODULE } from './signed-in-area';
import { portalAreaOf } from './portal-path';
import PortalAreaWords from './PortalAreaWords';

/**
 * The /portal/* frame: the session guard, the side navigation by role, and the role's remote
 * (a facilitator's and an administrator's portal is facilitator-desk, a student's student-portal). A 401 from the
 * API clears the session store, which brings the guard back here and the user to /login, which returns them
 * to the same address after they sign in.
 */
export default function PortalFrame() {
  const token = useSessionStore((state) => state.token);
  const user = useSessionStore((state) => state.user);
  const expiresAt = useSessionStore((state) => state.expiresAt);
  const endedBecause = useSessionStore((state) => state.endedBecause);
  const navigate = useNavigate();
  const localPath = useLocalPath();
  const { pathname, search } = useLocation();
  const access = decidePortalAccess({ token, user, expiresAt, endedBecause });
  // a page opened here without a session (Back after signing out) has no language yet: the login
  // page it goes to is in the browser's, and says why in it; a warning waits for the account's
  const inLanguage = useAccountLocale(access.allowed ? user?.locale : openingLocale());
  const t = useT();
  // said in the reader's language: the login page shows it as given
  const refusal = access.allowed ? null : refusalText(access.message, t);
  const warning = access.allowed && access.warning ? t(access.warning) : null;
  // Clearing the refused session below re-renders this frame before the (transition) navigation
  // unmounts it; only the first refusal's message may reach /login.
  const redirected = useRef(false);
  // whose session it was, once the store has forgotten it: the login page returns only them here
  const lastUserId = useRef(user?.id);
  if (user) lastUserId.current = user.id;

  useEffect(() => {
    if (!refusal || !inLanguage || redirected.current) return;
    redirected.current = true;
    if (takeIntentionalLogout()) {
      navigate(localPath(ACCOUNT_PATHS.login), { replace: true });
      return;
    }
    navigate(localPath(ACCOUNT_PATHS.login), { replace: true, state: sessionEndedLoginState(refusal, { pathname, search }, lastUserId.current) });
    // whatever is left of the refused session (an expired copy, a user without a role) goes, but
    // not the work waiting on the device for its person's next sign-in
    if (useSessionStore.getState().token) useSessionStore.getState().clear(undefined, { keepWaitingWork: true });
  }, [refusal, inLanguage, navigate, localPath, pathname, search]);

  useEffect(() => {
    if (warning && inLanguage) toast.warning(warning, { toastId: 'portal-warning' });
  }, [warning, inLanguage]);

  // what this person opens is kept on the device for reading offline (docs/offline.md)
  const keptFor = access.allowed ? (user?.id ?? null) : null;
  useEffect(() => (keptFor === null ? undefined : keepAnswers(queryClient, keptFor)), [keptFor]);

  if (!access.allowed || !user) return null;
  const remote = portalAreaOf(user.cla_role_name);
  return (
    <DataLayer>
      <PortalLayout role={user.cla_role_name}>
        <PortalAreaWords>
          <RemoteArea key={remote} remote={remote} module={PORTAL_MODULE} />
        </PortalAreaWords>
      </PortalLayout>
    </DataLayer>
  );
}
