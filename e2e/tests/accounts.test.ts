/**
 * Accounts and session over the built system with the real API and database:
 * sign-up -> login -> profile -> edit -> logout, the facilitator's landing page, a portal link that
 * leads through Login back to its screen, every validation
 * and failure message, Remember me, the whole password recovery through a real SMTP server, and the
 * unsubscribe link of a notice mail (following it changes nothing; its button does).
 */
import type { Page } from 'playwright-core';
import { systemPerFile } from '../harness';
import { mailSinkPerFile } from '../mail-sink';
import { DEMO_PASSWORD, waitUntilLive } from '../support';

const SESSION_EXPIRED = 'Session expired. Please login again.';

const { apiEnv, mails } = mailSinkPerFile({ NOTICE_POLL_MS: '200' });
const system = systemPerFile({ apiEnv });

async function open(pathname: string, page?: Page): Promise<Page> {
  const target = page ?? (await system().newPage());
  await target.goto(system().url(pathname));
  if (!pathname.startsWith('/portal')) await waitUntilLive(target);
  return target;
}

async function expectNoSeriousA11yViolations(page: Page): Promise<void> {
  expect(await system().seriousA11yViolations(page)).toEqual([]);
}

async function logIn(page: Page, email: string, password: string, options: { remember?: boolean } = {}): Promise<void> {
  await page.getByRole('textbox', { name: 'Email' }).fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  if (options.remember) await page.getByLabel('Remember me').check();
  await page.getByRole('button', { name: 'Login' }).click();
}

function pathOf(page: Page): string {
  return new URL(page.url()).pathname;
}

function detail(page: Page, term: string) {
  return page.locator('.profile-row', { has: page.locator('dt', { hasText: term }) }).locator('dd');
}

test('a student signs up, logs in, sees and edits the profile, logs out, and the portal is closed', async () => {
  const email = `new.student.${Date.now()}@example.org`;
  const page = await open('/JJRSFCLA');

  // sign up through the form
  await page.getByRole('heading', { name: 'Create an account' }).waitFor();
  await page.getByRole('option', { name: /^\d+ - student$/ }).waitFor({ state: 'attached' });
  await expectNoSeriousA11yViolations(page);
  await page.getByLabel('Name').fill('Priscilla New');
  await page.getByRole('textbox', { name: 'Email' }).fill(email);
  await page.getByLabel('Phone number').fill('+254 700 123 456');
  await page.getByLabel('Birthday').fill('2001-03-05');
  await page.getByLabel('Password', { exact: true }).fill('first-pass');
  await page.getByLabel('Confirm password').fill('first-pass');
  await page.getByLabel('Role').selectOption({ label: '1 - student' });
  await page.getByLabel('Cohort').selectOption({ index: 1 });
  await page.getByRole('button', { name: 'Sign up' }).click();

  // the message on /login, then log in and land on /portal
  await page.getByText('Account created successfully!').waitFor();
  await page.waitForURL('**/login');
  await page.getByRole('status').filter({ hasText: 'Welcome, Priscilla New!' }).waitFor();
  await expectNoSeriousA11yViolations(page);
  await logIn(page, email, 'first-pass');
  await page.getByText('Login successful!').waitFor();
  await page.waitForURL((url) => url.pathname === '/portal');
  const token = await page.evaluate(() => sessionStorage.getItem('authToken'));
  expect(token).toBeTruthy();

  // the profile, with the formatted birthday
  await page.getByRole('navigation', { name: 'Portal' }).getByRole('link', { name: 'Profile' }).click();
  await page.getByRole('heading', { name: 'Profile' }).waitFor();
  expect(await detail(page, 'Birthday').textContent()).toBe('5th Mar 2001');
  expect(await detail(page, 'Email').textContent()).toBe(email);
  expect(await detail(page, 'Phone').textContent()).toBe('+254 700 123 456');
  expect(await page.getByRole('link', { name: 'Download Certificate' }).getAttribute('href')).toBe('/certificate');
  await expectNoSeriousA11yViolations(page);

  // edit it: only the profile fields, and the profile shows the change (also after a reload)
  await page.getByRole('button', { name: 'Edit Profile' }).click();
  await page.getByRole('heading', { name: 'Edit Profile' }).waitFor();
  expect(await page.getByLabel('Name').inputValue()).toBe('Priscilla New');
  expect(await page.getByLabel('Password', { exact: true }).count()).toBe(0);
  await expectNoSeriousA11yViolations(page);
  await page.getByLabel('Name').fill('Priscilla Edited');
  await page.getByLabel('Birthday').fill('2001-12-24');
  await page.getByRole('button', { name: 'Save changes' }).click();
  await page.getByText('Profile updated successfully!').waitFor();
  await page.waitForURL('**/portal/profile');
  await page.getByRole('main').getByText('Priscilla Edited').waitFor();
  expect(await detail(page, 'Birthday').textContent()).toBe('24th Dec 2001');
  await page.reload();
  await page.getByRole('main').getByText('Priscilla Edited').waitFor();

  // log out with the confirmation
  await page.getByRole('button', { name: 'Logout' }).click();
  const dialog = page.getByRole('alertdialog', { name: 'Log out?' });
  await dialog.waitFor();
  await expectNoSeriousA11yViolations(page);
  await dialog.getByRole('button', { name: 'Logout' }).click();
  await page.getByText('Logged out successfully!').waitFor();
  await page.waitForURL('**/login');
  expect(await page.getByText(SESSION_EXPIRED).count()).toBe(0);
  expect(await page.evaluate(() => sessionStorage.length + localStorage.length)).toBe(0);

  // the token was revoked on the server: a copy of it no longer works
  const withOldToken = await fetch(`${system().apiBaseUrl}/cla_courses/`, { headers: { Authorization: `Bearer ${token}` } });
  expect(withOldToken.status).toBe(401);

  // and the portal is closed
  await open('/portal/courses', page);
  await page.waitForURL('**/login');
  await page.getByText(SESSION_EXPIRED).waitFor();
});

test('the demo facilitator lands on the instructor desk with My Desk in the navigation', async () => {
  const page = await open('/login');
  await logIn(page, 'facilitator@example.org', DEMO_PASSWORD);
  await page.waitForURL('**/portal/instructorDesk');
  const nav = page.getByRole('navigation', { name: 'Portal' });
  await nav.getByRole('link', { name: 'My Desk' }).waitFor();
  expect(await nav.getByRole('link', { name: 'Dashboard' }).count()).toBe(0);
});

test('the student portal: Dashboard in the navigation, the welcome text on an unknown portal path', async () => {
  const page = await open('/login');
  await logIn(page, 'student@example.org', DEMO_PASSWORD);
  await page.waitForURL((url) => url.pathname === '/portal');
  const nav = page.getByRole('navigation', { name: 'Portal' });
  await nav.getByRole('link', { name: 'Dashboard' }).waitFor();
  expect(await nav.getByRole('link').allTextContents()).toEqual(['Dashboard', 'Courses', 'Assignments', 'Submissions', 'My Grades', 'Live Classes', 'Profile']);
  await open('/portal/no-such-screen', page);
  await page.getByText('Welcome to Your Student Area - Select an option from the menu to get started.').waitFor();
  await expectNoSeriousA11yViolations(page);
});

test('a token revoked elsewhere: the next API call answers 401 and the portal sends the user to /login', async () => {
  const page = await open('/login');
  await logIn(page, 'student@example.org', DEMO_PASSWORD);
  await page.waitForURL((url) => url.pathname === '/portal');
  const token = await page.evaluate(() => sessionStorage.getItem('authToken'));
  const signOut = await fetch(`${system().apiBaseUrl}/sign_out`, { method: 'POST', headers: { Authorization: `Bearer ${token}` } });
  expect(signOut.status).toBe(204);

  // the dashboard asks the API for its figures with the revoked token
  await page.reload();
  await page.waitForURL('**/login');
  await page.getByText(SESSION_EXPIRED).waitFor();
  expect(await page.evaluate(() => sessionStorage.getItem('authToken'))).toBeNull();
});

test("a portal link opened signed out (a mail's, say) leads through Login back to that screen", async () => {
  const page = await open('/portal/grades');
  await page.waitForURL('**/login');
  await page.getByText(SESSION_EXPIRED).waitFor();
  await waitUntilLive(page);
  await logIn(page, 'student@example.org', DEMO_PASSWORD);
  await page.waitForURL((url) => url.pathname === '/portal/grades');
  await page.getByRole('heading', { name: 'My Grades', exact: true }).first().waitFor();
});

test('login: required fields, wrong password, no answer from the server', async () => {
  const page = await open('/login');
  await page.getByRole('button', { name: 'Login' }).click();
  await page.getByText('Email is required.').waitFor();
  await page.getByText('Password is required.').waitFor();
  expect(await page.getByRole('textbox', { name: 'Email' }).evaluate((input) => input === document.activeElement)).toBe(true);

  await logIn(page, 'student@example.org', 'not-the-password');
  await page.getByRole('alert').filter({ hasText: 'Login failed. Please check your credentials.' }).waitFor();
  expect(pathOf(page)).toBe('/login');
  await expectNoSeriousA11yViolations(page);

  // the API is unreachable from this page: every request to it fails without an answer
  await page.route(`${system().apiBaseUrl}/**`, (route) => route.abort('connectionrefused'));
  await page.getByRole('button', { name: 'Login' }).click();
  await page.getByRole('alert').filter({ hasText: 'No response from server. Please check your internet connection.' }).waitFor();
});

test('sign-up: required fields, short password, passwords that do not match', async () => {
  const page = await open('/JJRSFCLA');
  await page.getByRole('button', { name: 'Sign up' }).click();
  for (const label of ['Name', 'Email', 'Phone number', 'Birthday', 'Password', 'Confirm password', 'Role', 'Cohort']) {
    await page.getByText(`${label} is required.`, { exact: true }).waitFor();
  }
  await page.getByLabel('Password', { exact: true }).fill('short');
  await page.getByLabel('Confirm password').fill('short');
  await page.getByRole('button', { name: 'Sign up' }).click();
  await page.getByText('Password must be at least 8 characters.', { exact: true }).waitFor();

  await page.getByLabel('Password', { exact: true }).fill('secret-one');
  await page.getByLabel('Confirm password').fill('secret-two');
  await page.getByRole('button', { name: 'Sign up' }).click();
  await page.getByText('Passwords do not match').waitFor();
  await expectNoSeriousA11yViolations(page);
  expect(await page.getByRole('link', { name: 'Already have an account? Login' }).getAttribute('href')).toBe('/login');
});

test('sign-up offers only the roles the server accepts, and says before submit that facilitator accounts are made by the academy', async () => {
  const page = await open('/JJRSFCLA');
  const role = page.getByLabel('Role');
  await page.getByRole('option', { name: /^\d+ - student$/ }).waitFor({ state: 'attached' });
  expect(await role.locator('option').allTextContents()).toEqual(['Select a role', '1 - student']);
  await page.getByText('Facilitator accounts are created by the academy: ask the academy for one.').waitFor();
  await expectNoSeriousA11yViolations(page);
});

test('reset password: a link without token, short and mismatched passwords, a bad token', async () => {
  const page = await open('/reset-password');
  await page.waitForURL('**/login');
  await page.getByRole('status').filter({ hasText: 'Invalid reset link' }).waitFor();

  await open('/reset-password?token=not-a-real-token', page);
  await page.getByRole('heading', { name: 'Reset password' }).waitFor();
  await expectNoSeriousA11yViolations(page);
  await page.getByLabel('New password', { exact: true }).fill('1234567');
  await page.getByLabel('Confirm new password').fill('1234567');
  await page.getByRole('button', { name: 'Reset Password' }).click();
  await page.getByText('New password must be at least 8 characters.', { exact: true }).waitFor();

  await page.getByLabel('New password', { exact: true }).fill('12345678');
  await page.getByLabel('Confirm new password').fill('87654321');
  await page.getByRole('button', { name: 'Reset Password' }).click();
  await page.getByText('Passwords do not match').waitFor();

  await page.getByLabel('Confirm new password').fill('12345678');
  await page.getByRole('button', { name: 'Reset Password' }).click();
  // the API's error field is shown as it is
  await page
    .getByRole('alert')
    .filter({ hasText: /reset link/i })
    .waitFor();
});

test('forgot password: the form, its validation, Back to Login, and no answer from the server', async () => {
  const page = await open('/forgot-password');
  await page.getByRole('button', { name: 'Send Reset Link' }).waitFor();
  await expectNoSeriousA11yViolations(page);
  await page.getByRole('button', { name: 'Send Reset Link' }).click();
  await page.getByText('Email is required.').waitFor();

  await page.route(`${system().apiBaseUrl}/**`, (route) => route.abort('connectionrefused'));
  await page.getByRole('textbox', { name: 'Email' }).fill('student@example.org');
  await page.getByRole('button', { name: 'Send Reset Link' }).click();
  await page.getByRole('alert').filter({ hasText: 'No response from server. Please check your internet connection.' }).waitFor();

  await page.getByRole('button', { name: 'Back to Login' }).click();
  await page.waitForURL('**/login');
});

test('Remember me keeps the session across a browser restart; without it the session ends with the browser', async () => {
  for (const remember of [true, false]) {
    const page = await open('/login');
    await logIn(page, 'student@example.org', DEMO_PASSWORD, { remember });
    await page.waitForURL((url) => url.pathname === '/portal');
    // a browser restart keeps local storage (and cookies) but not session storage
    const kept = await page.context().storageState();
    const restarted = await system().newPage({ storageState: kept });
    await open('/portal/profile', restarted);
    if (remember) {
      await restarted.getByRole('heading', { name: 'Profile' }).waitFor();
      expect(await restarted.evaluate(() => sessionStorage.getItem('authToken'))).toBeTruthy();
    } else {
      await restarted.waitForURL('**/login');
      await restarted.getByText(SESSION_EXPIRED).waitFor();
    }
  }
});

describe('password recovery through a real SMTP server', () => {
  // an account no other test of the file signs in with, whatever order they run in
  const RECOVERING = 'student2@example.org';

  /** The reset link in a mail to `address` (the API may also mail it notices). */
  async function resetLinkMailedTo(address: string): Promise<string> {
    for (let attempt = 0; attempt < 100; attempt += 1) {
      for (const mail of mails().filter((received) => received.to.includes(address))) {
        const link = /https?:\/\/\S+\/reset-password\?token=\S+/.exec(mail.text)?.[0];
        if (link) return link;
      }
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    throw new Error(`no reset link reached ${address}`);
  }

  test('request the link, open it from the mail, set a new password, log in with it and not with the old one', async () => {
    const page = await open('/forgot-password');
    await page.getByRole('textbox', { name: 'Email' }).fill(RECOVERING);
    await page.getByRole('button', { name: 'Send Reset Link' }).click();
    await page.getByText('Reset link has been sent to your email!').waitFor();
    await page.waitForURL('**/login');

    const link = await resetLinkMailedTo(RECOVERING);
    expect(link.startsWith(`${system().origins.shell}/reset-password?token=`)).toBe(true);

    await page.goto(link);
    await page.getByLabel('New password', { exact: true }).fill('brand-new-pass');
    await page.getByLabel('Confirm new password').fill('brand-new-pass');
    await page.getByRole('button', { name: 'Reset Password' }).click();
    await page.getByText('Password has been reset successfully!').waitFor();
    await page.waitForURL('**/login');

    await logIn(page, RECOVERING, DEMO_PASSWORD);
    await page.getByRole('alert').filter({ hasText: 'Login failed. Please check your credentials.' }).waitFor();
    await logIn(page, RECOVERING, 'brand-new-pass');
    await page.waitForURL((url) => url.pathname === '/portal');
  });
});

test('the unsubscribe link of a notice mail shows a button; only pressing it turns that kind of e-mail off', async () => {
  const api = async (method: string, path: string, token?: string, body?: unknown) => {
    const res = await fetch(`${system().apiBaseUrl}${path}`, {
      method,
      headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
      ...(body ? { body: JSON.stringify(body) } : {}),
    });
    return (await res.json()) as Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any
  };
  const signIn = async (email: string) =>
    (await api('POST', '/sign_in', undefined, { user: { email, password: DEMO_PASSWORD } })) as { token: string; user: { id: number } };
  const facilitator = await signIn('facilitator@example.org');
  const student = await signIn('student@example.org');
  const courses = (await api('GET', '/cla_courses', facilitator.token)) as unknown as { id: number; cla_cohort_id: number }[];
  const course = courses.find((c) => c.cla_cohort_id === 1)!;
  const date = new Date(Date.now() + 10 * 86_400_000).toISOString().slice(0, 10);
  const liveClass = {
    name: 'Unsubscribe check',
    date,
    time: '10:00',
    duration: 60,
    zoom_link: null,
    cla_course_id: course.id,
    cohort_id: 1,
    cla_user_id: facilitator.user.id,
  };
  await api('POST', '/cla_live_classes', facilitator.token, { cla_live_class: liveClass });

  const mailed = async () => mails().find((mail) => mail.to === 'student@example.org' && mail.text.includes('Unsubscribe check'));
  for (let waited = 0; !(await mailed()) && waited < 15_000; waited += 200) await new Promise((resolve) => setTimeout(resolve, 200));
  const link = /Stop e-mails like this: (\S+)/.exec((await mailed())!.text)![1]!;
  const emailOn = async () =>
    ((await api('GET', '/notification_settings', student.token)).kinds as { kind: string; email: boolean }[]).find((k) => k.kind === 'class_scheduled')!.email;

  const page = await system().newPage();
  await page.goto(`${new URL(system().apiBaseUrl).origin}${new URL(link).pathname}`);
  await page.getByRole('heading', { name: 'Stop e-mails' }).waitFor();
  expect(await emailOn()).toBe(true);
  await expectNoSeriousA11yViolations(page);
  await page.getByRole('button', { name: 'Stop these e-mails' }).click();
  await page.getByRole('heading', { name: 'Unsubscribed' }).waitFor();
  expect(await page.getByText('You will no longer get e-mails for').isVisible()).toBe(true);
  expect(await emailOn()).toBe(false);
});
