/**
 * Sign-in through the academy's identity provider over the built system: a real OpenID Connect
 * provider on this machine (api/test/oidc-provider.mjs, its development login page) is configured
 * as OIDC_ISSUER; a student opens /login, follows "Sign in with Academy Test", signs in at the
 * provider and lands in the portal, the session token never in an address.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import readline from 'node:readline';
import * as platformSystem from '@academy/platform/testing/system';
import { systemPerFile } from '../harness';
import { waitUntilLive } from '../support';

const PROVIDER_SCRIPT = path.resolve(__dirname, '..', '..', 'api', 'test', 'oidc-provider.mjs');
let providerPort = 0;
let provider: ChildProcess | undefined;

beforeAll(async () => {
  providerPort = await platformSystem.getFreePort();
});

// the provider's address is known before the system starts; the provider itself starts once the API's address is known
const system = systemPerFile({
  apiEnv: ({ url }) => ({
    PUBLIC_API_URL: url,
    OIDC_ISSUER: `http://127.0.0.1:${providerPort}`,
    OIDC_CLIENT_ID: 'academy',
    OIDC_CLIENT_SECRET: 'academy-test-secret',
    OIDC_LABEL: 'Academy Test',
  }),
});

beforeAll(async () => {
  const apiUrl = system().apiBaseUrl.replace(/\/api\/v1$/, '');
  provider = spawn(process.execPath, [PROVIDER_SCRIPT], {
    env: { ...process.env, NODE_OPTIONS: '', PORT: String(providerPort), REDIRECT_URIS: `${apiUrl}/api/v1/auth/oidc/callback` },
    stdio: ['ignore', 'pipe', 'ignore'],
  });
  await new Promise<void>((resolve, reject) => {
    readline.createInterface({ input: provider!.stdout! }).once('line', () => resolve());
    provider!.once('exit', (code) => reject(new Error(`the local provider exited (${code})`)));
  });
});

afterAll(() => {
  provider?.kill();
});

test('a student signs in through the provider from /login and lands in the portal', async () => {
  const page = await system().newPage();
  const addresses: string[] = [];
  page.on('framenavigated', (frame) => {
    if (frame === page.mainFrame()) addresses.push(frame.url());
  });
  await page.goto(system().url('/login'));
  await waitUntilLive(page);
  await page.getByRole('link', { name: 'Sign in with Academy Test' }).click();
  // the provider's development login page
  await page.locator('input[name="login"]').fill('student@example.org');
  await page.locator('input[name="password"]').fill('any');
  await page.locator('button[type="submit"]').click();
  await page.waitForURL((url) => url.pathname === '/portal');
  await page.getByRole('heading', { level: 1 }).first().waitFor();
  expect(await page.evaluate(() => sessionStorage.getItem('authToken'))).toMatch(/^[A-Za-z0-9_-]{43}$/);
  const token = await page.evaluate(() => sessionStorage.getItem('authToken'));
  expect(addresses.filter((address) => address.includes(token!))).toEqual([]);
  // the one-time code left the address bar
  expect(new URL(page.url()).hash).toBe('');
});

test('an address without an account continues to sign-up with the name and address filled in, signed in nowhere', async () => {
  const page = await system().newPage();
  await page.goto(system().url('/login'));
  await waitUntilLive(page);
  await page.getByRole('link', { name: 'Sign in with Academy Test' }).click();
  await page.locator('input[name="login"]').fill('name:Amina Diallo|amina.provider@example.org');
  await page.locator('input[name="password"]').fill('any');
  await page.locator('button[type="submit"]').click();
  await page.waitForURL((url) => url.pathname === '/JJRSFCLA');
  await page.getByText('Your name and e-mail address come from your academy account.', { exact: false }).waitFor();
  expect(await page.getByLabel('Name').inputValue()).toBe('Amina Diallo');
  expect(await page.getByRole('textbox', { name: 'Email' }).inputValue()).toBe('amina.provider@example.org');
  expect(await page.evaluate(() => sessionStorage.getItem('authToken'))).toBeNull();
});
