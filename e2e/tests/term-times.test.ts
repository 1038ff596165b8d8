/**
 * One rule for time, in one term: the academy runs on UTC; a facilitator whose browser is in
 * Africa/Lagos types 19:00 and 23:59, the forms say the times are Lagos time, and students in
 * America/New_York and Asia/Manila read the same moments in their own zones, named. Work not yet
 * due is never "missing" in the gradebook.
 */
import { addDays } from 'date-fns/addDays';
import { format } from 'date-fns/format';
import { systemPerFile } from '../harness';
import { FACILITATOR, STUDENT, goTo, goToScreen, portalSteps, toast } from '../support';

const system = systemPerFile();
const { signedIn } = portalSteps(system);

const NEW_YORK_STUDENT = 'student2@example.org'; // David Kamau, cohort 1
const MANILA_STUDENT = STUDENT; // Esther Mensah, cohort 1

async function apiAs(email: string, path: string): Promise<unknown> {
  const base = system().apiBaseUrl;
  const signIn = await fetch(`${base}/sign_in`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ user: { email, password: 'academy-demo' } }),
  });
  const { token } = (await signIn.json()) as { token: string };
  return (await fetch(`${base}${path}`, { headers: { authorization: `Bearer ${token}` } })).json();
}

test('Lagos types the times, New York and Manila read them in their own zones, and nothing not yet due is missing', async () => {
  const facilitator = await signedIn(FACILITATOR, { timezoneId: 'Africa/Lagos' });

  // A class at 19:00 Lagos time (a winter day: WAT is UTC+1) starts at 18:00Z
  await goTo(facilitator, '/portal/event/new');
  await facilitator.getByRole('option', { name: 'Minister-Service Class' }).waitFor({ state: 'attached' });
  await facilitator.getByLabel('Course').selectOption({ label: 'Minister-Service Class' });
  await facilitator.getByLabel('Class name').fill('Evening in Lagos');
  await facilitator.getByLabel('Date', { exact: true }).fill('2027-01-12');
  await facilitator.getByLabel('Time', { exact: true }).fill('19:00');
  await facilitator.getByLabel('Duration').fill('60');
  await facilitator.getByLabel('Zoom link').fill('https://zoom.us/j/42');
  const timeHint = await facilitator.getByLabel('Time', { exact: true }).getAttribute('aria-describedby');
  expect(await facilitator.locator(`[id="${timeHint}"]`).textContent()).toBe(
    'In your time zone, GMT+1 (Africa/Lagos). At the academy: Tue, 12 Jan 2027, 6:00 PM UTC.',
  );
  await facilitator.getByRole('button', { name: 'Schedule Live Class' }).click();
  await toast(facilitator, 'Live class scheduled successfully!').waitFor();
  const classes = (await apiAs(FACILITATOR, '/cla_live_classes')) as { name: string; starts_at: string }[];
  expect(new Date(classes.find((c) => c.name === 'Evening in Lagos')!.starts_at).toISOString()).toBe('2027-01-12T18:00:00.000Z');

  // An assignment due in 12 days, at the default 23:59 Lagos time
  const dueDay = format(addDays(new Date(), 12), 'yyyy-MM-dd');
  await goTo(facilitator, '/portal/assignment/new');
  await facilitator.getByRole('option', { name: 'Minister-Service Class' }).waitFor({ state: 'attached' });
  await facilitator.getByLabel('Name').fill('Twelve-day essay');
  await facilitator.getByLabel('Description').fill('Two pages.');
  await facilitator.getByLabel('Due date').fill(dueDay);
  expect(await facilitator.getByLabel('Due time').inputValue()).toBe('23:59');
  expect(await facilitator.getByText(/^In your time zone, GMT\+1 \(Africa\/Lagos\)\. At the academy: .*, 10:59 PM UTC\.$/).count()).toBe(1);
  await facilitator.getByLabel('Course').selectOption({ label: 'Minister-Service Class' });
  await facilitator.getByRole('button', { name: 'Save assignment' }).click();
  await toast(facilitator, 'Assignment created successfully!').waitFor();
  const assignments = (await apiAs(FACILITATOR, '/cla_assignments')) as { name: string; due_at: string }[];
  const dueAt = assignments.find((a) => a.name === 'Twelve-day essay')!.due_at;
  expect(new Date(dueAt).getTime()).toBe(new Date(`${dueDay}T22:59:00Z`).getTime());

  // Manila reads it at 6:59 AM the next day, New York at 5:59 PM (6:59 PM in summer time), each zone named
  const inManila = await signedIn(MANILA_STUDENT, { timezoneId: 'Asia/Manila', at: '/portal/assignments' });
  const manilaItem = inManila.getByRole('link', { name: /Twelve-day essay/ });
  await manilaItem.waitFor();
  expect(await manilaItem.textContent()).toMatch(/Due \w{3}, \d+ \w{3,4} \d{4}, 6:59 AM GMT\+8 \(Asia\/Manila\)$/);
  await manilaItem.click();
  expect(await inManila.locator('dt:has-text("Due date") + dd').textContent()).toMatch(/, 6:59 AM GMT\+8 \(Asia\/Manila\)$/);
  // every due date on My Grades carries a time and the zone
  await goTo(inManila, '/portal/grades');
  const dues = inManila.locator('.sp-grades__due');
  await dues.first().waitFor();
  for (const due of await dues.allTextContents()) expect(due).toMatch(/^Due \w{3}, \d+ \w{3,4} \d{4}, \d+:\d\d [AP]M GMT\+8 \(Asia\/Manila\)$/);

  const inNewYork = await signedIn(NEW_YORK_STUDENT, { timezoneId: 'America/New_York', at: '/portal/assignments' });
  const newYorkItem = inNewYork.getByRole('link', { name: /Twelve-day essay/ });
  await newYorkItem.waitFor();
  expect(await newYorkItem.textContent()).toMatch(/Due \w{3}, \d+ \w{3,4} \d{4}, (5:59 PM EST|6:59 PM EDT)$/);

  // The gradebook: the essay is due, not missing, for every student; past-due work never handed in is
  await goToScreen(facilitator, '/portal/gradebook', 'Gradebook');
  await facilitator.getByLabel('Cohort', { exact: true }).selectOption({ label: 'Cohort 1' });
  const headers = facilitator.getByRole('columnheader');
  await headers.first().waitFor();
  const column = (await headers.allTextContents()).findIndex((text) => text.includes('Twelve-day essay'));
  expect(column).toBeGreaterThan(0);
  for (const row of await facilitator.locator('tbody tr').all()) {
    expect(await row.locator('th, td').nth(column).textContent()).toMatch(/^due \w{3}, \d+ \w{3,4} \d{4}, 11:59 PM GMT\+1 \(Africa\/Lagos\)$/);
  }
  expect(await facilitator.getByRole('cell', { name: 'missing' }).count()).toBeGreaterThan(0);
});
