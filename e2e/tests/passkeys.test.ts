/**
 * Passkeys in the built system with Chromium's virtual authenticator (DevTools' WebAuthn domain: a
 * CTAP2 authenticator that keeps discoverable credentials and verifies its user): a student adds a
 * passkey in Profile, signs out and signs in with it without a password; once removed it signs
 * nobody in. With the academy's staff rule on, a facilitator who signs in with a password is asked
 * for a passkey before the desk. The areas are served at localhost: WebAuthn refuses an IP address
 * as the relying party.
 */
import type { Page } from 'playwright-core';
import { PHONE_VIEWPORT, systemPerFile } from '../harness';
import { DEMO_PASSWORD, goTo, portalSteps, toast, waitUntilLive } from '../support';

const system = systemPerFile({ localhost: true });
const { apiBaseUrl, logIn, expectNoSeriousA11yViolations } = portalSteps(system);

/** A platform authenticator for the page, as a phone's or laptop's screen lock is. */
async function addVirtualAuthenticator(page: Page): Promise<() => Promise<number>> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('WebAuthn.enable');
  const { authenticatorId } = await cdp.send('WebAuthn.addVirtualAuthenticator', {
    options: {
      protocol: 'ctap2',
      transport: 'internal',
      hasResidentKey: true,
      hasUserVerification: true,
      isUserVerified: true,
      automaticPresenceSimulation: true,
    },
  });
  // how many passkeys the authenticator holds
  return async () => (await cdp.send('WebAuthn.getCredentials', { authenticatorId })).credentials.length;
}

async function logOut(page: Page): Promise<void> {
  await goTo(page, '/portal/profile');
  await page.getByRole('main').getByRole('button', { name: 'Logout' }).click();
  await page.getByRole('alertdialog', { name: 'Log out?' }).getByRole('button', { name: 'Logout' }).click();
  await page.waitForURL((url) => url.pathname.startsWith('/login'));
}

/**
 * "Sign in with a passkey" on /login. The page also asks for a passkey through the e-mail field's
 * autofill as soon as it is live, which the virtual authenticator may answer first: either way the
 * passkey is used and no password is typed.
 */
async function signInWithPasskey(page: Page, { lands }: { lands: boolean }): Promise<void> {
  if (!new URL(page.url()).pathname.startsWith('/login')) await page.goto(system().url('/login'));
  await waitUntilLive(page);
  const clicked = page
    .getByRole('button', { name: 'Sign in with a passkey' })
    .click({ timeout: 5000 })
    .catch(() => undefined);
  if (lands) await page.waitForURL((url) => url.pathname.startsWith('/portal'));
  else await clicked;
}

test('a student adds a passkey in Profile, signs in with it without a password, and a removed passkey no longer signs in', async () => {
  const page = await system().newPage();
  const held = await addVirtualAuthenticator(page);
  // the e-mail field offers the browser's passkeys too (read while the authenticator holds none,
  // before its autofill can answer and sign in)
  await page.goto(system().url('/login'));
  await waitUntilLive(page);
  expect(await page.getByRole('textbox', { name: 'Email', exact: true }).getAttribute('autocomplete')).toBe('username webauthn');
  await logIn(page, 'student4@example.org');
  await goTo(page, '/portal/profile');
  const passkeys = page.getByRole('region', { name: 'Passkeys' });
  await passkeys.getByText('You have no passkey yet.').waitFor();
  // the sign-in is moments old: no password asked
  await passkeys.getByLabel('Name of the new passkey').fill('Test phone');
  await passkeys.getByRole('button', { name: 'Add a passkey' }).click();
  await toast(page, 'Passkey added.').waitFor();
  await passkeys.getByText('Test phone').waitFor();
  await passkeys.getByText('Not used to sign in yet').waitFor();
  expect(await held()).toBe(1);
  await expectNoSeriousA11yViolations(page);
  // the same device again: its authenticator refuses a second, and the page says why
  await passkeys.getByLabel('Name of the new passkey').fill('Same phone');
  await passkeys.getByRole('button', { name: 'Add a passkey' }).click();
  await passkeys.getByRole('alert').filter({ hasText: 'This device already has a passkey for your account: you can sign in with it.' }).waitFor();
  expect(await held()).toBe(1);

  await logOut(page);
  // nothing is typed: the passkey alone signs in (the e-mail field's autofill may answer before any press)
  await signInWithPasskey(page, { lands: true });

  await goTo(page, '/portal/profile');
  // its last use is recorded (its words in the reader's zone: PasskeysSection.test.tsx)
  await passkeys.getByText('Test phone').waitFor();
  await passkeys.getByText('Last used:', { exact: false }).waitFor();
  // signed in with it moments ago: removing it asks no password either
  await passkeys.getByRole('button', { name: /^Remove the passkey Test phone, added / }).click();
  await page.getByRole('alertdialog', { name: 'Remove the passkey Test phone?' }).getByRole('button', { name: 'Remove' }).click();
  await toast(page, 'Passkey Test phone removed.').waitFor();
  await passkeys.getByText('You have no passkey yet.').waitFor();

  await logOut(page);
  // the authenticator still holds it; the academy no longer knows it
  expect(await held()).toBe(1);
  await signInWithPasskey(page, { lands: false });
  await page.getByRole('alert').filter({ hasText: 'This passkey was not accepted.' }).waitFor();
  expect(new URL(page.url()).pathname).toBe('/login');
});

test('with staff protection on, a facilitator who signs in with a password is asked for a passkey before the desk', async () => {
  const admin = await system().newPage();
  await logIn(admin, 'admin@example.org');
  await goTo(admin, '/portal/admin');
  const rule = admin.getByRole('checkbox', { name: "Require a passkey (or the academy's provider) for staff" });
  expect(await rule.isChecked()).toBe(false);
  await rule.click();
  // it stops every member of staff without a passkey: asked first
  await admin.getByRole('alertdialog', { name: 'Require a passkey for staff?' }).getByRole('button', { name: 'Require a passkey' }).click();
  await toast(admin, 'Setting saved.').waitFor();
  expect(await rule.isChecked()).toBe(true);

  const page = await system().newPage({ viewport: PHONE_VIEWPORT });
  await addVirtualAuthenticator(page);
  await logIn(page, 'facilitator2@example.org', DEMO_PASSWORD);
  const gate = page.getByRole('heading', { name: 'Add a passkey to continue' });
  await gate.waitFor();
  // the server refuses the desk's calls to this session, whatever a page shows
  const token = await page.evaluate(() => sessionStorage.getItem('authToken'));
  const refused = await fetch(`${apiBaseUrl()}/cla_dashboards/desk_stats`, { headers: { Authorization: `Bearer ${token}` } });
  expect(refused.status).toBe(403);
  expect(((await refused.json()) as { code: string }).code).toBe('passkey_required');
  await expectNoSeriousA11yViolations(page);

  await page.getByLabel('Name of the new passkey').fill('Desk laptop');
  await page.getByRole('button', { name: 'Add a passkey' }).click();
  await toast(page, 'Passkey added.').waitFor();
  await gate.waitFor({ state: 'detached' });
  expect((await fetch(`${apiBaseUrl()}/cla_dashboards/desk_stats`, { headers: { Authorization: `Bearer ${token}` } })).status).toBe(200);
});
