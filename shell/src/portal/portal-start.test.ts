import { CONFIG_ELEMENT_ID } from '@academy/shared/config/inlined-config';
import { SESSION_COPY_KEY } from '@academy/shared/session/stored-session';
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

function signIn(user: User) {
  sessionStorage.setItem(SESSION_COPY_KEY, JSON.stringify({ token: 't', user, expiresAt: Date.now() + 60_000 }));
}

function preloadedScripts() {
  return [...document.head.querySelectorAll<HTMLLinkElement>('link[rel="preload"][as="script"]')].map((link) => link.href);
}

beforeEach(() => {
  document.head.innerHTML = `<script id="${CONFIG_ELEMENT_ID}" type="application/json">${JSON.stringify({ apiBaseUrl: 'http://api.test', remotes: REMOTES })}</script>`;
  sessionStorage.clear();
  localStorage.clear();
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
