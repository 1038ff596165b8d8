import { DOCUMENT_BLOCKS } from '@academy/contract/rules/document-blocks';
import { CONFIG_ELEMENT_ID } from '@academy/shared/config/inlined-config';
import { AUTH_TOKEN_KEY, SESSION_COPY_KEY } from '@academy/shared/session/stored-session';
import { facilitatorUser, studentUser } from '@academy/shared/testing/users';
import type { User } from '@academy/shared/domain/types';

const REMOTES = { student_portal: 'http://portal.test/v/remoteEntry.js', facilitator_desk: 'http://desk.test/remoteEntry.js' };
const MANIFEST = {
  exposes: [
    { name: 'certificate-routes', assets: { js: { sync: ['cert.1111aaaa.js'], async: [] } } },
    { name: 'portal-routes', assets: { js: { sync: ['134.2222bbbb.js', '__federation_expose_portal_routes.3333cccc.js'], async: ['lazy.4444dddd.js'] } } },
  ],
};
const fetchMock = jest.fn();

/** Runs the inline script as the page does, once its configuration is in the document. */
async function runScript() {
  await jest.isolateModulesAsync(async () => {
    await import('./portal-start');
  });
  // the manifest's answer and its body
  await new Promise((resolve) => setTimeout(resolve, 0));
}

/** The session a signed-in tab holds, as the session store writes it. */
function signIn(user: User, expiresAt = Date.now() + 60_000) {
  sessionStorage.setItem(AUTH_TOKEN_KEY, 't');
  sessionStorage.setItem(SESSION_COPY_KEY, JSON.stringify({ token: 't', user, expiresAt }));
}

/** The API reads the script asked for, with the token each went with. */
function apiReads() {
  return fetchMock.mock.calls
    .filter(([url]) => String(url).startsWith('http://api.test/'))
    .map(([url, init]: [string, RequestInit]) => ({ url, authorization: new Headers(init.headers).get('Authorization') }));
}

function preloadedScripts() {
  return [...document.head.querySelectorAll<HTMLLinkElement>('link[rel="preload"][as="script"]')].map((link) => link.href);
}

beforeEach(() => {
  document.head.innerHTML = `<script id="${CONFIG_ELEMENT_ID}" type="application/json">${JSON.stringify({ apiBaseUrl: 'http://api.test', remotes: REMOTES })}</script>`;
  sessionStorage.clear();
  localStorage.clear();
  window.history.replaceState(null, '', '/portal/dashboard');
  fetchMock.mockReset().mockResolvedValue({ ok: true, json: async () => MANIFEST });
  global.fetch = fetchMock;
});

test("a student's page asks for the student portal's entry and the scripts its manifest names for the frame's module, beside the entry", async () => {
  signIn(studentUser());
  await runScript();
  expect(fetchMock).toHaveBeenCalledWith(new URL('http://portal.test/v/mf-manifest.json'));
  expect(preloadedScripts()).toEqual([
    'http://portal.test/v/remoteEntry.js',
    'http://portal.test/v/134.2222bbbb.js',
    'http://portal.test/v/__federation_expose_portal_routes.3333cccc.js',
  ]);
});

test('the scripts the document names for the area are preloaded at once, without reading its manifest', async () => {
  const named = { student_portal: ['5136.aaaa1111.js', '__federation_expose_portal_routes.bbbb2222.js'], facilitator_desk: ['7109.cccc3333.js'] };
  document.head.insertAdjacentHTML('beforeend', `<script id="${DOCUMENT_BLOCKS.portalAreaScripts}" type="application/json">${JSON.stringify(named)}</script>`);
  signIn(studentUser());
  await runScript();
  expect(fetchMock).not.toHaveBeenCalledWith(new URL('http://portal.test/v/mf-manifest.json'));
  expect(preloadedScripts()).toEqual([
    'http://portal.test/v/remoteEntry.js',
    'http://portal.test/v/5136.aaaa1111.js',
    'http://portal.test/v/__federation_expose_portal_routes.bbbb2222.js',
  ]);
});

test("a facilitator's page asks for the facilitator desk's", async () => {
  signIn(facilitatorUser());
  await runScript();
  expect(preloadedScripts()[0]).toBe('http://desk.test/remoteEntry.js');
});

test('without a signed-in session nothing is asked for; without a manifest, the entry alone', async () => {
  await runScript();
  expect([fetchMock.mock.calls.length, preloadedScripts()]).toEqual([0, []]);

  signIn(studentUser());
  fetchMock.mockResolvedValue({ ok: false });
  await runScript();
  expect(preloadedScripts()).toEqual(['http://portal.test/v/remoteEntry.js']);
});

test("a student's dashboard asks for its reads and the frame's at once, with the session's token", async () => {
  signIn(studentUser({ id: 21, cla_cohort_id: 3 }));
  await runScript();
  const reads = apiReads();
  expect(reads.map(({ url }) => url).sort()).toEqual(
    [
      'http://api.test/announcements/standing?lang=en',
      'http://api.test/announcements?cla_cohort_id=3&lang=en',
      'http://api.test/cla_dashboards/student_dashboard?cla_cohort_id=3&cla_user_id=21',
      'http://api.test/notification_settings',
      'http://api.test/notifications',
    ].sort(),
  );
  expect(new Set(reads.map(({ authorization }) => authorization))).toEqual(new Set(['Bearer t']));
});

test("a screen without declared reads gets the frame's only; an expired session gets none", async () => {
  window.history.replaceState(null, '', '/portal/courses');
  signIn(studentUser());
  await runScript();
  expect(apiReads().map(({ url }) => url)).toEqual(['http://api.test/notifications', 'http://api.test/notification_settings']);

  fetchMock.mockClear();
  sessionStorage.clear();
  signIn(studentUser(), Date.now() - 1);
  await runScript();
  expect(fetchMock).not.toHaveBeenCalled();
});
