// Sign-in through an identity provider, against a real OpenID Connect provider on this machine
// (test/oidc-provider.mjs): the browser's part (the provider's login page, its cookies and
// redirects) is played here with fetch, the API's through the app.
import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import readline from 'node:readline';
import { createTestApp, type TestApp } from '../../helpers';

const PUBLIC_API_URL = 'http://localhost:4000';
const PUBLIC_APP_URL = 'http://localhost:3000';
const REDIRECT_URI = `${PUBLIC_API_URL}/api/v1/auth/oidc/callback`;

/** Cancel on the provider's login page, instead of a login name. */
const CANCEL = Symbol('cancel');

interface LocalProvider {
  issuer: string;
  clientId: string;
  clientSecret: string;
  child: ChildProcess;
}

async function startProvider(env: Record<string, string> = {}): Promise<LocalProvider> {
  const child = spawn(process.execPath, [path.join(__dirname, '..', '..', 'oidc-provider.mjs')], {
    env: { ...process.env, NODE_OPTIONS: '', REDIRECT_URIS: REDIRECT_URI, ...env },
    stdio: ['ignore', 'pipe', 'ignore'],
  });
  const lines = readline.createInterface({ input: child.stdout! });
  const first = await new Promise<string>((resolve, reject) => {
    lines.once('line', resolve);
    child.once('exit', (code) => reject(new Error(`the local provider exited (${code})`)));
  });
  return { ...(JSON.parse(first) as { issuer: string; clientId: string; clientSecret: string }), child };
}

/** A browser's cookies for the provider, by name (one site). */
class CookieJar {
  #cookies = new Map<string, string>();

  take(res: Response): void {
    for (const header of res.headers.getSetCookie()) {
      const [pair] = header.split(';');
      const at = pair!.indexOf('=');
      this.#cookies.set(pair!.slice(0, at), pair!.slice(at + 1));
    }
  }

  header(): string {
    return [...this.#cookies].map(([k, v]) => `${k}=${v}`).join('; ');
  }
}

/**
 * Follows the provider's redirects (the login page typed as `login`, or its Cancel pressed for
 * `CANCEL`) up to the redirect to the API's callback; answers that URL.
 */
async function signInAtProvider(authorizationUrl: string, login: string | typeof CANCEL): Promise<URL> {
  const jar = new CookieJar();
  let url = authorizationUrl;
  for (let step = 0; step < 10; step += 1) {
    if (url.startsWith(REDIRECT_URI)) return new URL(url);
    let res = await fetch(url, { redirect: 'manual', headers: { cookie: jar.header() } });
    jar.take(res);
    if (res.status === 200 && new URL(url).pathname.startsWith('/interaction/')) {
      // the development login page: its form posts back to the same path, its Cancel goes to abort
      res =
        login === CANCEL
          ? await fetch(`${url}/abort`, { redirect: 'manual', headers: { cookie: jar.header() } })
          : await fetch(url, {
              method: 'POST',
              redirect: 'manual',
              headers: { cookie: jar.header(), 'content-type': 'application/x-www-form-urlencoded' },
              body: new URLSearchParams({ prompt: 'login', login, password: 'any' }).toString(),
            });
      jar.take(res);
    }
    const location = res.headers.get('location');
    if (!location) throw new Error(`the provider answered ${res.status} at ${url}: ${(await res.text()).slice(0, 300)}`);
    url = new URL(location, url).href;
  }
  throw new Error('too many redirects at the provider');
}

let t: TestApp;
let provider: LocalProvider;
let other: LocalProvider;

const ADDRESS = '10.9.0.1';

/** GET /auth/oidc/start: the provider's URL and the browser cookie the API set. */
async function start(providerId = '1', rememberMe = false, locale?: string) {
  const url = `/api/v1/auth/oidc/start?provider=${providerId}${rememberMe ? '&remember_me=true' : ''}${locale ? `&locale=${locale}` : ''}`;
  const res = await t.app.inject({ method: 'GET', url, remoteAddress: ADDRESS });
  expect(res.statusCode).toBe(302);
  const cookie = String(res.headers['set-cookie']).split(';')[0]!;
  return { location: String(res.headers.location), cookie };
}

/** The API's callback as the browser reaches it: where it sends the browser (the login page's fragment, at `loginPath`). */
async function callback(url: URL, cookie: string | undefined, loginPath = '/login') {
  const res = await t.app.inject({
    method: 'GET',
    url: `/api/v1/auth/oidc/callback${url.search}`,
    headers: cookie ? { cookie } : {},
    remoteAddress: ADDRESS,
  });
  expect(res.statusCode).toBe(302);
  const location = String(res.headers.location);
  expect(location.startsWith(`${PUBLIC_APP_URL}${loginPath}#`)).toBe(true);
  return new URLSearchParams(location.slice(location.indexOf('#') + 1));
}

async function signInThroughProvider(login: string, providerId = '1', rememberMe = false) {
  const started = await start(providerId, rememberMe);
  const back = await signInAtProvider(started.location, login);
  return { back, cookie: started.cookie, fragment: await callback(back, started.cookie) };
}

async function redeem(code: string) {
  return t.app.inject({ method: 'POST', url: '/api/v1/auth/sign_in_code', payload: { code }, remoteAddress: ADDRESS });
}

async function sessionCount(): Promise<number> {
  const row = await t.db
    .selectFrom('sessions')
    .select((eb) => eb.fn.countAll<string>().as('n'))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

async function userCount(): Promise<number> {
  const row = await t.db
    .selectFrom('users')
    .select((eb) => eb.fn.countAll<string>().as('n'))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

beforeAll(async () => {
  [provider, other] = await Promise.all([startProvider(), startProvider({ CLIENT_ID: 'academy-2', CLIENT_SECRET: 'second-secret' })]);
  t = await createTestApp({
    env: {
      PUBLIC_API_URL,
      PUBLIC_APP_URL,
      SIGN_UP_OPEN: 'false',
      OIDC_ISSUER: provider.issuer,
      OIDC_CLIENT_ID: provider.clientId,
      OIDC_CLIENT_SECRET: provider.clientSecret,
      OIDC_LABEL: 'Academy Test',
      OIDC_2_ISSUER: other.issuer,
      OIDC_2_CLIENT_ID: other.clientId,
      OIDC_2_CLIENT_SECRET: other.clientSecret,
      OIDC_2_LABEL: 'Second Provider',
    },
  });
});

afterAll(async () => {
  await t?.close();
  provider?.child.kill();
  other?.child.kill();
});

test('the providers configured are listed for the login page, in order', async () => {
  const res = await t.app.inject({ method: 'GET', url: '/api/v1/auth/oidc/providers' });
  expect(res.json()).toEqual([
    { id: '1', label: 'Academy Test' },
    { id: '2', label: 'Second Provider' },
  ]);
});

test('a student with an account signs in through the provider: a one-time code, exchanged once for a session', async () => {
  const before = await sessionCount();
  const { fragment } = await signInThroughProvider('student@example.org');
  const code = fragment.get('sign_in_code');
  expect(fragment.get('sign_in_error')).toBeNull();
  expect(code).toMatch(/^[A-Za-z0-9_-]{43}$/);
  const res = await redeem(code!);
  expect(res.statusCode).toBe(200);
  const { token, user, remember_me: remembered } = res.json() as { token: string; user: { email: string }; remember_me: boolean };
  expect(user.email).toBe('student@example.org');
  expect(remembered).toBe(false);
  const me = await t.app.inject({ method: 'GET', url: '/api/v1/cla_courses', headers: { authorization: `Bearer ${token}` } });
  expect(me.statusCode).toBe(200);
  expect(await sessionCount()).toBe(before + 1);
  // the code is used up
  const again = await redeem(code!);
  expect(again.statusCode).toBe(400);
  expect(again.json()).toMatchObject({ code: 'sign_in_code_invalid' });
  expect(await sessionCount()).toBe(before + 1);
  const audit = await t.db
    .selectFrom('audit_log')
    .select(['action', 'new_values'])
    .where('subject_id', '=', await t.userId('student@example.org'))
    .where('action', '=', 'sign_in.provider')
    .execute();
  expect(audit).toHaveLength(1);
  expect(audit[0]!.new_values).toMatchObject({ provider: '1', address: ADDRESS });
});

test('"Remember me" ticked on the login page: the session has no idle timeout, as after a password sign-in with it', async () => {
  const idleTimeoutOf = async (token: string) => {
    const sessions = await t.app.inject({ method: 'GET', url: '/api/v1/sessions', headers: { authorization: `Bearer ${token}` } });
    expect(sessions.statusCode).toBe(200);
    const row = await t.db
      .selectFrom('sessions')
      .select('idle_timeout_seconds')
      .where('user_id', '=', await t.userId('student@example.org'))
      .orderBy('id', 'desc')
      .executeTakeFirstOrThrow();
    return row.idle_timeout_seconds;
  };
  const kept = await redeem((await signInThroughProvider('student@example.org', '1', true)).fragment.get('sign_in_code')!);
  expect(kept.json()).toMatchObject({ remember_me: true });
  expect(await idleTimeoutOf((kept.json() as { token: string }).token)).toBeNull();
  const plain = await redeem((await signInThroughProvider('student@example.org')).fragment.get('sign_in_code')!);
  expect(plain.json()).toMatchObject({ remember_me: false });
  expect(await idleTimeoutOf((plain.json() as { token: string }).token)).toBe(t.config.sessionIdleTimeoutSeconds);
});

test('the browser comes back to the login page in the language the sign-in started from, what it says in that language', async () => {
  const started = await start('1', false, 'fr');
  const fragment = await callback(await signInAtProvider(started.location, 'student@example.org'), started.cookie, '/fr/login');
  expect(fragment.get('sign_in_code')).toMatch(/^[A-Za-z0-9_-]{43}$/);
  const refused = await start('1', false, 'ar');
  const unverified = await callback(await signInAtProvider(refused.location, 'unverified:student@example.org'), refused.cookie, '/ar/login');
  expect(unverified.get('sign_in_error')).toBe('provider_email_unverified');
  // English has no prefix; a language the academy does not write is refused before the provider
  const english = await start('1', false, 'en');
  expect((await callback(await signInAtProvider(english.location, 'student@example.org'), english.cookie)).get('sign_in_code')).not.toBeNull();
  const unknown = await t.app.inject({ method: 'GET', url: '/api/v1/auth/oidc/start?provider=1&locale=de', remoteAddress: ADDRESS });
  expect(unknown.statusCode).toBe(400);
});

test('cancelled at the provider (Cancel on its page), the browser comes back to the login page in its language, told so; another error there is a failure', async () => {
  const started = await start('1', false, 'pt');
  const cancelled = await callback(await signInAtProvider(started.location, CANCEL), started.cookie, '/pt/login');
  expect(cancelled.get('sign_in_error')).toBe('sign_in_provider_cancelled');
  const other = await start('1', false, 'pt');
  const refusedThere = new URL(`${REDIRECT_URI}?error=server_error&state=${new URL(other.location).searchParams.get('state')!}`);
  expect((await callback(refusedThere, other.cookie, '/pt/login')).get('sign_in_error')).toBe('sign_in_provider_failed');
});

test('the second provider signs people in too, through the same callback', async () => {
  const { fragment } = await signInThroughProvider('facilitator@example.org', '2');
  const res = await redeem(fragment.get('sign_in_code')!);
  expect(res.statusCode).toBe(200);
  expect(res.json()).toMatchObject({ user: { email: 'facilitator@example.org' } });
});

test.each([
  ['an unverified e-mail address', 'unverified:student2@example.org', 'provider_email_unverified'],
  ['an e-mail address without an account (sign-up closed)', 'nobody@example.org', 'provider_account_unknown'],
])('%s gets no session and no account', async (_what, login, error) => {
  const [sessions, users] = [await sessionCount(), await userCount()];
  const { fragment } = await signInThroughProvider(login);
  expect(fragment.get('sign_in_error')).toBe(error);
  expect(fragment.get('sign_in_code')).toBeNull();
  expect(await sessionCount()).toBe(sessions);
  expect(await userCount()).toBe(users);
});

test('a deactivated account gets no session, and the refusal is audited', async () => {
  const id = await t.userId('student3@example.org');
  await t.db.updateTable('users').set({ deactivated_at: new Date() }).where('id', '=', id).execute();
  const sessions = await sessionCount();
  const { fragment } = await signInThroughProvider('student3@example.org');
  expect(fragment.get('sign_in_error')).toBe('account_deactivated');
  expect(await sessionCount()).toBe(sessions);
  const audit = await t.db.selectFrom('audit_log').select('new_values').where('subject_id', '=', id).where('action', '=', 'sign_in.provider_refused').execute();
  expect(audit).toHaveLength(1);
});

test('an account awaiting approval signs in as with a password, and its cohort stays closed until approved', async () => {
  const id = await t.userId('student2@example.org');
  await t.db.updateTable('users').set({ awaiting_approval_since: new Date() }).where('id', '=', id).execute();
  const { fragment } = await signInThroughProvider('student2@example.org');
  const res = await redeem(fragment.get('sign_in_code')!);
  expect(res.statusCode).toBe(200);
  const { token } = res.json() as { token: string };
  const courses = await t.app.inject({ method: 'GET', url: '/api/v1/cla_courses', headers: { authorization: `Bearer ${token}` } });
  expect(courses.statusCode).toBe(403);
  expect(courses.json()).toMatchObject({ code: 'awaiting_approval' });
});

test('counted with password sign-ins: after too many wrong passwords from one address, the provider signs nobody in from it either', async () => {
  const address = '10.9.0.77';
  for (let i = 0; i < 10; i += 1) {
    const wrong = await t.app.inject({
      method: 'POST',
      url: '/api/v1/sign_in',
      payload: { user: { email: 'student5@example.org', password: `wrong-${i}` } },
      remoteAddress: address,
    });
    expect(wrong.statusCode).toBe(401);
  }
  const started = await t.app.inject({ method: 'GET', url: '/api/v1/auth/oidc/start?provider=1', remoteAddress: address });
  const cookie = String(started.headers['set-cookie']).split(';')[0]!;
  const back = await signInAtProvider(String(started.headers.location), 'student5@example.org');
  const sessions = await sessionCount();
  const done = await t.app.inject({ method: 'GET', url: `/api/v1/auth/oidc/callback${back.search}`, headers: { cookie }, remoteAddress: address });
  expect(String(done.headers.location)).toBe(`${PUBLIC_APP_URL}/login#sign_in_error=too_many_attempts`);
  expect(await sessionCount()).toBe(sessions);
});

test('a forged callback (made-up code and state) is refused and opens no session', async () => {
  const sessions = await sessionCount();
  const { cookie } = await start();
  const forged = new URL(`${REDIRECT_URI}?code=made-up-code&state=made-up-state&iss=${encodeURIComponent(provider.issuer)}`);
  expect(Object.fromEntries(await callback(forged, cookie))).toEqual({ sign_in_error: 'sign_in_provider_failed' });
  expect(await sessionCount()).toBe(sessions);
});

test('a replayed callback, or its code with a fresh state, is refused', async () => {
  const first = await signInThroughProvider('student4@example.org');
  expect(first.fragment.get('sign_in_code')).not.toBeNull();
  const sessions = await sessionCount();
  // the same callback again: its state was taken
  expect(Object.fromEntries(await callback(first.back, first.cookie))).toEqual({ sign_in_error: 'sign_in_provider_failed' });
  // the used code with the state of a new sign-in of this browser: the provider refuses the code (used, other PKCE)
  const fresh = await start();
  const state = new URL(fresh.location).searchParams.get('state')!;
  const replay = new URL(first.back);
  replay.searchParams.set('state', state);
  expect(Object.fromEntries(await callback(replay, fresh.cookie))).toEqual({ sign_in_error: 'sign_in_provider_failed' });
  expect(await sessionCount()).toBe(sessions);
});

test('a callback opened in another browser than the one that started the sign-in is refused (a link sent to someone else)', async () => {
  const started = await start();
  const back = await signInAtProvider(started.location, 'student5@example.org');
  const sessions = await sessionCount();
  expect(Object.fromEntries(await callback(back, undefined))).toEqual({ sign_in_error: 'sign_in_provider_failed' });
  expect(await sessionCount()).toBe(sessions);
});

test('mix-up: a code of one provider brought back with the state of a sign-in started at the other is refused', async () => {
  // the person signs in at provider 2; the answer is put on a sign-in that provider 1 started
  const atOther = await start('2');
  const back = await signInAtProvider(atOther.location, 'student@example.org');
  const atFirst = await start('1');
  const mixed = new URL(back);
  mixed.searchParams.set('state', new URL(atFirst.location).searchParams.get('state')!);
  const sessions = await sessionCount();
  expect(Object.fromEntries(await callback(mixed, atFirst.cookie))).toEqual({ sign_in_error: 'sign_in_provider_failed' });
  expect(await sessionCount()).toBe(sessions);
});

test('an unknown provider is 404; a code made up is 400', async () => {
  const res = await t.app.inject({ method: 'GET', url: '/api/v1/auth/oidc/start?provider=9' });
  expect(res.statusCode).toBe(404);
  expect(res.json()).toMatchObject({ code: 'sign_in_provider_unknown' });
  const made = await redeem('A'.repeat(43));
  expect(made.statusCode).toBe(400);
});

test('without OIDC_ISSUER no provider is listed (the login page shows no button) and none can be started', async () => {
  const plain = await createTestApp({ seed: false });
  try {
    expect((await plain.app.inject({ method: 'GET', url: '/api/v1/auth/oidc/providers' })).json()).toEqual([]);
    expect((await plain.app.inject({ method: 'GET', url: '/api/v1/auth/oidc/start?provider=1' })).statusCode).toBe(404);
  } finally {
    await plain.close();
  }
});

describe('an address without an account', () => {
  let open: TestApp;

  beforeAll(async () => {
    open = await createTestApp({
      env: {
        PUBLIC_API_URL,
        PUBLIC_APP_URL,
        SIGN_UP_OPEN: 'true',
        OIDC_ISSUER: provider.issuer,
        OIDC_CLIENT_ID: provider.clientId,
        OIDC_CLIENT_SECRET: provider.clientSecret,
        OIDC_LABEL: 'Academy Test',
      },
    });
  });

  afterAll(async () => {
    await open?.close();
  });

  async function throughOpenApp(login: string) {
    const res = await open.app.inject({ method: 'GET', url: '/api/v1/auth/oidc/start?provider=1', remoteAddress: ADDRESS });
    const cookie = String(res.headers['set-cookie']).split(';')[0]!;
    const back = await signInAtProvider(String(res.headers.location), login);
    const done = await open.app.inject({ method: 'GET', url: `/api/v1/auth/oidc/callback${back.search}`, headers: { cookie }, remoteAddress: ADDRESS });
    const location = String(done.headers.location);
    return new URLSearchParams(location.slice(location.indexOf('#') + 1));
  }

  test('with sign-up open, continues to sign-up with the name and address filled in, and makes no account', async () => {
    const users = await open.db.selectFrom('users').select('id').execute();
    const fragment = await throughOpenApp('name:Amina Diallo|amina@example.org');
    const res = await open.app.inject({ method: 'POST', url: '/api/v1/auth/sign_in_code', payload: { code: fragment.get('sign_in_code') } });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ sign_up: { name: 'Amina Diallo', email: 'amina@example.org' } });
    expect(await open.db.selectFrom('users').select('id').execute()).toHaveLength(users.length);
  });

  test('with an open invitation, completes the invitation and signs the invitee in', async () => {
    const admin = await open.authHeader('admin@example.org');
    const { cohort_id: cohort } = await open.db.selectFrom('users').select('cohort_id').where('email', '=', 'student@example.org').executeTakeFirstOrThrow();
    const invited = await open.app.inject({
      method: 'POST',
      url: '/api/v1/admin/invitations',
      headers: admin,
      payload: { name: 'Kofi Mensah', email: 'kofi@example.org', role: 'student', cla_cohort_id: cohort },
    });
    expect(invited.statusCode).toBeLessThan(300);
    // the invitation says the provider's sign-in accepts it too, no password needed
    const mail = await open.db
      .selectFrom('notices')
      .select('body')
      .where('kind', '=', 'invitation')
      .where('to_email', '=', 'kofi@example.org')
      .executeTakeFirstOrThrow();
    expect(mail.body).toContain(
      `You may also skip the password: sign in with your Academy Test account on the sign-in page, ${PUBLIC_APP_URL}/login, with this e-mail address.`,
    );
    const fragment = await throughOpenApp('kofi@example.org');
    const res = await open.app.inject({ method: 'POST', url: '/api/v1/auth/sign_in_code', payload: { code: fragment.get('sign_in_code') } });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ user: { email: 'kofi@example.org', name: 'Kofi Mensah' } });
    const invitation = await open.db
      .selectFrom('invitations')
      .select(['accepted_at', 'user_id'])
      .where('email', '=', 'kofi@example.org')
      .executeTakeFirstOrThrow();
    expect(invitation.accepted_at).not.toBeNull();
  });
});
