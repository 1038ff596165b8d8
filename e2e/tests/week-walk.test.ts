/**
 * A week as its people walk it, from invitation to certificate: an administrator in Africa/Nairobi
 * invites a student in Spanish; the invitee, in Europe/Berlin on a 390 px phone, accepts from the
 * mailed link; a facilitator in Asia/Kolkata posts an assignment with a due time; the student reads
 * it due in her own zone, named, in the portal and in its mail (she never chose a zone: her
 * browser's), and everything around it in Spanish: the e-mail kinds in Profile,
 * the page behind the mail's unsubscribe link, what remains before her certificate.
 */
import type { Page } from 'playwright-core';
import { systemPerFile } from '../harness';
import { mailSinkPerFile } from '../mail-sink';
import { FACILITATOR, goTo, portalSteps, toast, waitUntilLive } from '../support';

const { apiEnv, mails } = mailSinkPerFile({ NOTICE_POLL_MS: '200', ACADEMY_TIME_ZONE: 'America/Chicago' });
const system = systemPerFile({ apiEnv });
const { signedIn, expectNoSeriousA11yViolations } = portalSteps(system);
const PHONE = { width: 390, height: 844 };
const INVITEE = 'lucia@example.org';
const PASSWORD = 'Harvest-river-stone-27';

async function mailTo(email: string, matching: RegExp): Promise<string> {
  for (let i = 0; i < 300; i += 1) {
    const mail = mails().find((m) => m.to === email && matching.test(m.text));
    if (mail) return mail.text;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`no mail for ${email} matching ${String(matching)}`);
}

async function fitsThePhone(page: Page): Promise<void> {
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
}

test('invited in Spanish from Nairobi, a student in Berlin reads her week in Spanish and in her zone, down to the unsubscribe page and what remains before her certificate', async () => {
  const admin = await signedIn('admin@example.org', { timezoneId: 'Africa/Nairobi', at: '/portal/admin/invitations' });
  await admin.getByLabel('Name', { exact: true }).first().fill('Lucía Ortega');
  await admin.getByLabel('E-mail', { exact: true }).first().fill(INVITEE);
  await admin.getByLabel('Role').selectOption({ label: 'Student' });
  await admin.getByLabel('Cohort').first().selectOption({ label: 'Cohort 1' });
  await admin.getByLabel('Language of the invitation').first().selectOption({ label: 'Español' });
  await admin.getByRole('button', { name: 'Send invitation' }).click();

  const invitation = await mailTo(INVITEE, /invitation\?token=/);
  const link = new URL(/(http\S+invitation\?token=\S+)/.exec(invitation)![1]!);
  const student = await system().newPage({ timezoneId: 'Europe/Berlin', locale: 'es-ES', viewport: PHONE });
  await student.goto(system().url(`${link.pathname}${link.search}`));
  await waitUntilLive(student);
  await student.getByRole('heading', { name: 'Acepta tu invitación' }).waitFor();
  await student.getByLabel('Nueva contraseña', { exact: true }).fill(PASSWORD);
  await student.getByLabel('Confirmar la nueva contraseña', { exact: true }).fill(PASSWORD);
  // she never chooses a zone: the portal tells the API her browser's once her first screen is done
  const zoneReported = student.waitForResponse((response) => response.url().endsWith('/notification_settings/browser_time_zone'));
  await student.getByRole('button', { name: 'Elegir contraseña e iniciar sesión' }).click();
  await student.waitForURL((url) => url.pathname.startsWith('/portal'));
  expect((await zoneReported).status()).toBe(204);
  await student.locator('html[lang="es"]').waitFor({ state: 'attached' });

  const facilitator = await signedIn(FACILITATOR, { timezoneId: 'Asia/Kolkata', at: '/portal/assignment/new' });
  await facilitator.getByLabel('Name', { exact: true }).fill('Week reflection');
  await facilitator.getByLabel('Description').fill('Write one page on the week.');
  await facilitator.getByLabel('Due date').fill('2026-12-18');
  await facilitator.getByLabel('Due time').fill('21:30');
  await facilitator.getByLabel('Course').selectOption({ label: 'Minister-Service Class' });
  await facilitator.getByRole('button', { name: 'Save assignment' }).click();
  await toast(facilitator, 'Assignment created successfully!').waitFor();

  // 21:30 in Kolkata is 17:00 in Berlin, the same day, and the zone is named (by its own name in Spanish)
  await goTo(student, '/portal/assignments');
  await student
    .getByText(/Week reflection/)
    .first()
    .waitFor();
  expect(await student.locator('main').textContent()).toMatch(
    /Week reflectionMinister-Service Class · Fecha límite: vie, 18 dic 2026, 17:00 (CET|GMT\+1 \(Europe\/Berlin\))/,
  );
  await fitsThePhone(student);

  await goTo(student, '/portal/profile');
  await student.getByRole('checkbox', { name: 'Una hora antes de una clase en vivo' }).waitFor();
  expect(await student.locator('main').textContent()).not.toContain('One hour before a live class');
  await fitsThePhone(student);

  // the new assignment's mail: in Spanish, due in her browser's zone (not the academy's Chicago),
  // and its unsubscribe link opens a page in Spanish
  const notice = await mailTo(INVITEE, /Week reflection/);
  expect(notice).toMatch(/vie, 18 dic 2026, 17:00 (CET|GMT\+1 \(Europe\/Berlin\))/);
  const unsubscribe = new URL(/(http\S+\/unsubscribe\/\S+)/.exec(notice)![1]!);
  const mailLink = await student.context().newPage();
  await mailLink.goto(`${system().apiBaseUrl}${unsubscribe.pathname.replace(/^\/api\/v1/, '')}`);
  expect(await mailLink.locator('html').getAttribute('lang')).toBe('es');
  await mailLink.getByRole('heading', { name: 'Dejar de recibir correos' }).waitFor();
  await mailLink.getByRole('button', { name: 'Dejar de recibir estos correos' }).click();
  await mailLink.getByRole('heading', { name: 'Suscripción cancelada' }).waitFor();
  await fitsThePhone(mailLink);

  await goTo(student, '/certificate');
  const remaining = student.locator('.sp-certificate__remaining li');
  await remaining.first().waitFor();
  const steps = await remaining.allTextContents();
  expect(steps.find((step) => step.startsWith('Minister-Service Class'))).toMatch(
    /^Minister-Service Class: entregar \d+ tareas? más; el curso dura hasta el \d+ de \p{L}+ de \d{4}$/u,
  );
  await fitsThePhone(student);
  await expectNoSeriousA11yViolations(student);
});
