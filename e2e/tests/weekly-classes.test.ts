/**
 * A weekly series typed in Asia/Kolkata on a 390 px phone: ten Thursdays at 18:30 there, which a
 * student in Pacific/Auckland reads on Friday at 2:00 AM before their summer time ends (Sunday 4
 * April 2027) and at 1:00 AM after it. In Arabic, right to left, the facilitator moves the sixth
 * and the following ones to Friday 17:00 with the keyboard.
 */
import { systemPerFile } from '../harness';
import { FACILITATOR, STUDENT, goTo, portalSteps, reopenIn, toast } from '../support';

const system = systemPerFile();
const { signedIn, expectNoSeriousA11yViolations } = portalSteps(system);

async function classesOf(email: string): Promise<{ name: string; starts_at: string }[]> {
  const base = system().apiBaseUrl;
  const signIn = await fetch(`${base}/sign_in`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ user: { email, password: 'academy-demo' } }),
  });
  const { token } = (await signIn.json()) as { token: string };
  return (await (await fetch(`${base}/cla_live_classes`, { headers: { authorization: `Bearer ${token}` } })).json()) as { name: string; starts_at: string }[];
}

test('Kolkata schedules ten Thursdays by keyboard on a phone; Auckland reads each at its moment across its change; in Arabic the sixth and the following move', async () => {
  const facilitator = await signedIn(FACILITATOR, { timezoneId: 'Asia/Kolkata', viewport: { width: 390, height: 844 } });
  await goTo(facilitator, '/portal/event/new');
  await facilitator.getByRole('option', { name: 'Minister-Service Class' }).waitFor({ state: 'attached' });
  await facilitator.getByLabel('Course').selectOption({ label: 'Minister-Service Class' });
  await facilitator.getByLabel('Class name').fill('Thursday study');
  await facilitator.getByLabel('Date', { exact: true }).fill('2027-03-11');
  await facilitator.getByLabel('Time', { exact: true }).fill('18:30');
  await facilitator.getByLabel('Duration').fill('60');
  await facilitator.getByLabel('Zoom link').fill('https://zoom.us/j/42');
  await facilitator.getByLabel('Repeat weekly (number of weeks)').fill('10');
  expect(await facilitator.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await expectNoSeriousA11yViolations(facilitator);
  await facilitator.getByLabel('Repeat weekly (number of weeks)').press('Enter');
  await toast(facilitator, 'Live class scheduled successfully!').waitFor();

  const student = await signedIn(STUDENT, { timezoneId: 'Pacific/Auckland', at: '/portal/events' });
  await student.getByText('Thursday study').first().waitFor();
  const page = (await student.locator('main').textContent()) ?? '';
  // each card: the date, then the time in the reader's zone, named
  const at = (day: string, time: string, offset: string) => new RegExp(`Date${day}\\s*Time${time} GMT\\+${offset} \\(Pacific/Auckland\\)`);
  expect(page).toMatch(at('Fri, 12 Mar 2027', '2:00 AM', '13'));
  expect(page).toMatch(at('Fri, 2 Apr 2027', '2:00 AM', '13'));
  expect(page).toMatch(at('Fri, 9 Apr 2027', '1:00 AM', '12'));
  expect(page).toMatch(at('Fri, 14 May 2027', '1:00 AM', '12'));
  expect(page.match(/Thursday study(?=Date)/g)).toHaveLength(10);

  // in Arabic on the phone: the sixth class and the following ones, a day later at 17:00
  await goTo(facilitator, '/portal/events');
  await reopenIn(facilitator, 'ar');
  expect(await facilitator.locator('html').getAttribute('dir')).toBe('rtl');
  await facilitator.getByRole('button', { name: 'تعديل Thursday study' }).nth(5).click();
  const choice = facilitator.getByRole('group', { name: 'هذه الحصة جزء من سلسلة أسبوعية. تغيير' });
  await choice.waitFor();
  expect(await facilitator.getByLabel('التكرار أسبوعيًا (عدد الأسابيع)').count()).toBe(0);
  await facilitator.getByLabel('التاريخ', { exact: true }).fill('2027-04-16');
  await facilitator.getByLabel('الوقت', { exact: true }).fill('17:00');
  await choice.getByRole('radio', { name: 'هذه الحصة فقط' }).focus();
  await facilitator.keyboard.press('ArrowDown');
  expect(await choice.getByRole('radio', { name: 'هذه الحصة والحصص التالية' }).isChecked()).toBe(true);
  expect(await facilitator.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await expectNoSeriousA11yViolations(facilitator);
  await facilitator.keyboard.press('Enter');
  await toast(facilitator, 'تم تحديث الحصة المباشرة بنجاح!').waitFor();
  const series = (await classesOf(FACILITATOR)).filter((c) => c.name === 'Thursday study').map((c) => new Date(c.starts_at).toISOString());
  expect(series).toEqual([
    ...['2027-03-11', '2027-03-18', '2027-03-25', '2027-04-01', '2027-04-08'].map((day) => `${day}T13:00:00.000Z`),
    ...['2027-04-16', '2027-04-23', '2027-04-30', '2027-05-07', '2027-05-14'].map((day) => `${day}T11:30:00.000Z`),
  ]);
});
