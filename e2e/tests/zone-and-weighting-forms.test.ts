/**
 * Two desk forms read in a week spread over zones: a facilitator in Europe/Berlin edits a class
 * typed at 18:30 in Asia/Kolkata and reads it, and saves it, as typed there; an administrator sets
 * a cohort's default grade weighting, and its student's dashboard weighs by it.
 */
import { systemPerFile } from '../harness';
import { FACILITATOR, STUDENT, goTo, portalSteps, toast } from '../support';

const system = systemPerFile();
const { signedIn } = portalSteps(system);

const ADMIN = 'admin@example.org';

async function apiAs(email: string, method: string, path: string, body?: unknown): Promise<unknown> {
  const base = system().apiBaseUrl;
  const signIn = await fetch(`${base}/sign_in`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ user: { email, password: 'academy-demo' } }),
  });
  const { token } = (await signIn.json()) as { token: string; user: { id: number } };
  const res = await fetch(`${base}${path}`, {
    method,
    headers: { authorization: `Bearer ${token}`, ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  return res.json();
}

test('a class typed at 18:30 in Asia/Kolkata edits as 18:30 Asia/Kolkata in Berlin, and saves the same moment untouched', async () => {
  const courses = (await apiAs(FACILITATOR, 'GET', '/cla_courses')) as { id: number; name: string; cla_cohort_id: number; cla_user_id: number }[];
  const course = courses.find((c) => c.name === 'Minister-Service Class')!;
  const created = (await apiAs(FACILITATOR, 'POST', '/cla_live_classes', {
    cla_live_class: {
      name: 'Evening in Kolkata',
      date: '2027-12-02',
      time: '18:30',
      time_zone: 'Asia/Kolkata',
      duration: 60,
      zoom_link: 'https://zoom.us/j/5550100',
      cla_course_id: course.id,
      cohort_id: course.cla_cohort_id,
      cla_user_id: course.cla_user_id,
    },
  })) as { id: number; starts_at: string };
  expect(new Date(created.starts_at).toISOString()).toBe('2027-12-02T13:00:00.000Z');

  const berlin = await signedIn(FACILITATOR, { timezoneId: 'Europe/Berlin', at: '/portal/events' });
  await berlin.getByRole('button', { name: 'Edit Evening in Kolkata' }).click();
  await berlin.getByRole('heading', { name: 'Edit Live Class', level: 1 }).waitFor();
  const time = berlin.getByLabel('Time', { exact: true });
  expect(await berlin.getByLabel('Date', { exact: true }).inputValue()).toBe('2027-12-02');
  expect(await time.inputValue()).toBe('18:30');
  const hint = await time.getAttribute('aria-describedby');
  expect(await berlin.locator(`[id="${hint}"]`).textContent()).toMatch(
    /^In the time zone it was scheduled in, GMT\+5:30 \(Asia\/Kolkata\)\. Your time: Thu, 2 Dec 2027, 2:00 PM GMT\+1 \(Europe\/Berlin\)\./,
  );
  await berlin.getByRole('button', { name: 'Update Live Class' }).click();
  await toast(berlin, 'Live class updated successfully!').waitFor();
  const classes = (await apiAs(FACILITATOR, 'GET', '/cla_live_classes')) as { id: number; starts_at: string; typed_time_zone: string }[];
  const saved = classes.find((c) => c.id === created.id)!;
  expect([new Date(saved.starts_at).toISOString(), saved.typed_time_zone]).toEqual(['2027-12-02T13:00:00.000Z', 'Asia/Kolkata']);
});

test("an administrator sets Cohort 1's default weighting to 60/40, refused in words above 100, and the dashboard weighs by it", async () => {
  const admin = await signedIn(ADMIN, { timezoneId: 'Africa/Nairobi', at: '/portal/admin/cohorts' });
  await admin.getByRole('button', { name: 'Edit Cohort 1' }).click();
  const form = admin.getByRole('form', { name: 'Grade weighting of Cohort 1' });
  const share = form.getByLabel('Assignments (%)');
  await share.fill('150');
  await form.getByRole('button', { name: 'Save weighting' }).click();
  await form.getByText('Assignments must be a whole number from 0 to 100.').waitFor();
  await share.fill('60');
  await form.getByText('Attendance: 40%').waitFor();
  await form.getByRole('button', { name: 'Save weighting' }).click();
  await toast(admin, 'Saved the grade weighting of Cohort 1.').waitFor();
  const cohorts = (await apiAs(ADMIN, 'GET', '/admin/cohorts')) as { name: string; grade_weights: unknown }[];
  expect(cohorts.find((c) => c.name === 'Cohort 1')!.grade_weights).toEqual({ assignments: 60, attendance: 40 });

  const student = await signedIn(STUDENT, { timezoneId: 'Pacific/Auckland' });
  await goTo(student, '/portal/dashboard');
  await student
    .getByText(/Weighted total: \d+% \(assignments count 60%, attendance 40%\)/)
    .first()
    .waitFor();
});
