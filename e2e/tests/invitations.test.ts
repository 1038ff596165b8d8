/**
 * Invitations over the built system, with mail through a real SMTP server: the administrator
 * creates "2027 Intake", uploads a CSV of 30 people with 2 bad rows (both reported, nothing sent
 * for them), an invitee sets a password from the mailed link and lands in the portal in that
 * cohort; a used or revoked link is refused with a clear message.
 */
import type { Page } from 'playwright-core';
import { systemPerFile } from '../harness';
import { mailSinkPerFile } from '../mail-sink';
import { goTo, portalSteps, toast, waitUntilLive } from '../support';

const { apiEnv, mails } = mailSinkPerFile({ NOTICE_POLL_MS: '200' });
const system = systemPerFile({ apiEnv });
const { signedIn, expectNoSeriousA11yViolations } = portalSteps(system);
const PASSWORD = 'Harvest-river-stone-27';

const people = Array.from({ length: 28 }, (_, i) => [`Intake Person ${i + 1}`, `intake${i + 1}@example.org`, 'student', '2027 Intake']);
const CSV = [
  'name,email,role,cohort',
  ...people.slice(0, 10).map((row) => row.join(',')),
  'Bad Address,not-an-address,student,2027 Intake',
  ...people.slice(10).map((row) => row.join(',')),
  'Wrong Cohort,wrong@example.org,student,2026 Intake',
].join('\r\n');

async function linkFor(email: string): Promise<string> {
  for (let i = 0; i < 300; i += 1) {
    const mail = mails().find((m) => m.to === email);
    if (mail) return /(http\S+\/invitation\?token=\S+)/.exec(mail.text)![1]!;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`no invitation mail for ${email}`);
}

async function openLink(link: string): Promise<Page> {
  const page = await system().newPage();
  const url = new URL(link);
  await page.goto(system().url(`${url.pathname}${url.search}`));
  await waitUntilLive(page);
  await page.getByRole('heading', { name: 'Accept your invitation' }).waitFor();
  return page;
}

test('a CSV of 30 with 2 bad rows invites 28; an invitee sets a password and lands in "2027 Intake"; used and revoked links are refused', async () => {
  const admin = await signedIn('admin@example.org', { at: '/portal/admin/cohorts' });
  const cohortForm = admin.getByRole('form', { name: 'New cohort' });
  await cohortForm.getByLabel('Name').fill('2027 Intake');
  await cohortForm.getByRole('button', { name: 'Create cohort' }).click();
  await toast(admin, 'Saved 2027 Intake.').waitFor();

  await admin.getByRole('navigation').getByRole('link', { name: 'Invitations' }).first().click();
  await admin.getByRole('heading', { name: 'Invitations', level: 1 }).waitFor();
  await admin.getByLabel('CSV file', { exact: true }).setInputFiles({ name: 'intake.csv', mimeType: 'text/csv', buffer: Buffer.from(CSV) });
  await admin.getByText('28 rows can be invited; 2 have a problem and will not be.').waitFor();
  const rows = admin.getByRole('table', { name: 'Rows of the file' });
  await rows.getByRole('row', { name: /not-an-address.*The e-mail address is not valid\./ }).waitFor();
  await rows.getByRole('row', { name: /wrong@example\.org.*There is no cohort with this name\./ }).waitFor();
  await expectNoSeriousA11yViolations(admin);
  expect(mails()).toHaveLength(0);

  await admin.getByRole('button', { name: 'Send 28 invitations' }).click();
  await toast(admin, 'Sent 28 invitations.').waitFor();
  const link = await linkFor('intake1@example.org');
  const revokedLink = await linkFor('intake2@example.org');
  await linkFor('intake28@example.org');

  const invitee = await openLink(link);
  await invitee.getByText('Welcome, Intake Person 1. Choose a password for intake1@example.org (2027 Intake).').waitFor();
  await invitee.getByLabel('New password', { exact: true }).fill(PASSWORD);
  await invitee.getByLabel('Confirm new password', { exact: true }).fill(PASSWORD);
  await invitee.getByRole('button', { name: 'Set password and sign in' }).click();
  await invitee.waitForURL((url) => url.pathname.startsWith('/portal'));
  const user = await invitee.evaluate(() => JSON.parse(sessionStorage.getItem('academySession') ?? '{}').user);
  expect(user).toMatchObject({ email: 'intake1@example.org', cla_role_name: 'student', cla_cohort_name: '2027 Intake' });

  const usedAgain = await openLink(link);
  await usedAgain.getByRole('alert').getByText('This invitation was already used. Sign in with your e-mail address and the password you chose.').waitFor();

  await goTo(admin, '/portal/admin/invitations');
  await admin.getByRole('button', { name: 'Revoke the invitation of intake2@example.org' }).click();
  // a destructive action asks first
  await admin.getByRole('alertdialog', { name: 'Revoke the invitation of intake2@example.org?' }).getByRole('button', { name: 'Revoke' }).click();
  await toast(admin, 'Revoked the invitation of intake2@example.org.').waitFor();
  const revoked = await openLink(revokedLink);
  await revoked.getByRole('alert').getByText('This invitation was withdrawn by the academy. Write to the academy if you think this is a mistake.').waitFor();

  expect(mails().filter((m) => m.to === 'not-an-address' || m.to === 'wrong@example.org')).toEqual([]);
  expect(new Set(mails().map((m) => m.to)).size).toBe(28);
});
