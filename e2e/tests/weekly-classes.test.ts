/**
 * A weekly series typed in Asia/Kolkata on a 390 px phone: ten Thursdays at 18:30 there, which a
 * student in Pacific/Auckland reads on Friday at 2:00 AM before their summer time ends (Sunday 4
 * April 2027) and at 1:00 AM after it.
 */
import { systemPerFile } from '../harness';
import { FACILITATOR, STUDENT, goTo, portalSteps, toast } from '../support';

const system = systemPerFile();
const { signedIn, expectNoSeriousA11yViolations } = portalSteps(system);

test('Kolkata schedules ten Thursdays by keyboard on a phone; Auckland reads each at its moment across its change', async () => {
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
});
