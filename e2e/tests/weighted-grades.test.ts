/**
 * Weighted grades over the built system: a course weighted 60/40 shows the same weighted total,
 * with its weighting, on the student's dashboard and My Grades and in the facilitator's gradebook.
 */
import { systemPerFile } from '../harness';
import { DEMO_PASSWORD, FACILITATOR, STUDENT, portalSteps } from '../support';

const system = systemPerFile();
const { signedIn, expectNoSeriousA11yViolations } = portalSteps(system);

async function api(email: string): Promise<(path: string, init?: RequestInit) => Promise<Response>> {
  const signIn = await fetch(`${system().apiBaseUrl}/sign_in`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ user: { email, password: DEMO_PASSWORD, remember_me: false } }),
  });
  const { token } = (await signIn.json()) as { token: string };
  return (path, init = {}) =>
    fetch(`${system().apiBaseUrl}${path}`, { ...init, headers: { Authorization: `Bearer ${token}`, 'content-type': 'application/json' } });
}

test('a course weighted 60/40 shows one weighted total on the dashboard, My Grades and the gradebook', async () => {
  const asFacilitator = await api(FACILITATOR);
  type Course = {
    id: number;
    name: string;
    description: string;
    cla_cohort_id: number;
    start_date: string;
    end_date: string;
    cla_user_id: number;
    category: string;
    prerequisite_course_id: number | null;
  };
  const courses = (await (await asFacilitator('/cla_courses')).json()) as Course[];
  const course = courses.find((c) => c.name === "Believer-Beginners' Class")!;
  const { id, name, description, cla_cohort_id, start_date, end_date, cla_user_id, category, prerequisite_course_id } = course;
  const saved = await asFacilitator(`/cla_courses/${id}`, {
    method: 'PUT',
    body: JSON.stringify({
      cla_course: {
        name,
        description,
        cla_cohort_id,
        start_date,
        end_date,
        cla_user_id,
        category,
        prerequisite_course_id,
        grade_weights: { assignments: 60, attendance: 40 },
      },
    }),
  });
  expect(saved.status).toBe(200);
  const stats = (await (await (await api(STUDENT))('/cla_dashboards/score_stats')).json()) as { weighted_percentage: number; weighting: unknown };
  expect(stats.weighting).toEqual({ assignments: 60, attendance: 40 });
  const sentence = `Weighted total: ${stats.weighted_percentage}% (assignments count 60%, attendance 40%)`;

  const page = await signedIn(STUDENT);
  const scores = page.locator('.academy-stat', { hasText: 'Scores' });
  await scores.getByText(sentence).waitFor();
  await expectNoSeriousA11yViolations(page);

  await page.goto(system().url('/portal/grades'));
  await page.getByRole('heading', { name: 'My Grades', level: 1 }).waitFor();
  // overall, and the course's own (its only weighted course)
  await page.locator('.sp-grades__overall', { hasText: sentence }).waitFor();
  await page.getByRole('article', { name: "Believer-Beginners' Class" }).getByText(sentence).waitFor();
  await expectNoSeriousA11yViolations(page);

  const desk = await signedIn(FACILITATOR, { at: '/portal/gradebook' });
  await desk.getByLabel('Cohort').selectOption({ label: 'Cohort 1' });
  const row = desk.getByRole('row', { name: /Esther Mensah/ });
  await row.getByText(sentence).waitFor();
});

test('on a tablet beside the navigation, the gradebook leaves its marks in view: the totals are not pinned over them', async () => {
  const desk = await signedIn(FACILITATOR, { at: '/portal/gradebook', viewport: { width: 768, height: 1024 } });
  await desk.getByLabel('Cohort').selectOption({ label: 'Cohort 1' });
  const row = desk.getByRole('row', { name: /Esther Mensah/ });
  const firstMark = row.getByRole('cell').first();
  await firstMark.waitFor();
  // the cell itself is what shows at its centre, not a pinned total over it
  const shown = await firstMark.evaluate((cell) => {
    const { left, top, width, height } = cell.getBoundingClientRect();
    return cell.contains(document.elementFromPoint(left + width / 2, top + height / 2));
  });
  expect(shown).toBe(true);
  await row.getByRole('rowheader', { name: 'Esther Mensah' }).waitFor();

  // on a phone, scrolled to its end, the names' heading stays over the totals' headings passing under it
  await desk.setViewportSize({ width: 390, height: 844 });
  const namesHeading = desk.getByRole('columnheader').first();
  await desk
    .getByRole('region', { name: 'Gradebook table, scrolls both ways' })
    .evaluate((region) => region.scrollTo({ left: region.scrollWidth * (getComputedStyle(region).direction === 'rtl' ? -1 : 1) }));
  const headingShown = await namesHeading.evaluate((heading) => {
    const { left, top, width, height } = heading.getBoundingClientRect();
    return heading.contains(document.elementFromPoint(left + width / 2, top + height / 2));
  });
  expect(headingShown).toBe(true);
});
