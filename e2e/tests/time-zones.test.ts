/**
 * Times in the reader's zone: with the academy on Lagos time, a student whose browser is in
 * London sees a class set at 8:00 AM as 7:00 AM London time, with the academy's time beside it;
 * one in Kolkata reads her zone by the name she knows, though Chromium reports an older one.
 */
import { systemPerFile } from '../harness';
import { FACILITATOR, STUDENT, portalSteps } from '../support';

const system = systemPerFile({ apiEnv: { ACADEMY_TIME_ZONE: 'Africa/Lagos' } });
const { signedIn } = portalSteps(system);

async function api<T>(path: string, init: { method?: string; token?: string; body?: object } = {}): Promise<T> {
  const res = await fetch(`${system().apiBaseUrl}${path}`, {
    method: init.method ?? 'GET',
    headers: { 'content-type': 'application/json', ...(init.token ? { authorization: `Bearer ${init.token}` } : {}) },
    ...(init.body ? { body: JSON.stringify(init.body) } : {}),
  });
  if (!res.ok) throw new Error(`${path} answered ${res.status}: ${await res.text()}`);
  return (await res.json()) as T;
}

beforeAll(async () => {
  const { token, user } = await api<{ token: string; user: { id: number } }>('/sign_in', {
    method: 'POST',
    body: { user: { email: FACILITATOR, password: 'academy-demo' } },
  });
  const courses = await api<{ id: number; name: string; cla_cohort_id: number }[]>('/cla_courses', { token });
  const course = courses.find((c) => c.name === 'Minister-Service Class')!;
  // a winter day, when London is on GMT (UTC+0) and Lagos on WAT (UTC+1)
  await api('/cla_live_classes', {
    method: 'POST',
    token,
    body: {
      cla_live_class: {
        name: 'Zone check',
        date: '2027-01-12',
        time: '08:00',
        duration: 60,
        zoom_link: null,
        cla_course_id: course.id,
        cohort_id: course.cla_cohort_id,
        cla_user_id: user.id,
      },
    },
  });
});

async function zoneCheckCard(timezoneId: string) {
  const page = await signedIn(STUDENT, { timezoneId, at: '/portal/events' });
  const card = page.getByRole('article', { name: 'Zone check' });
  await card.waitFor();
  return card;
}

test('a class at 8:00 AM in Africa/Lagos reads 7:00 AM in Europe/London, both zones named', async () => {
  const card = await zoneCheckCard('Europe/London');
  expect(await card.locator('dd').allTextContents()).toEqual([
    'Tue, 12 Jan 2027',
    '7:00 AM GMT (60 min)',
    '8:00 AM GMT+1 (Africa/Lagos)',
    'Minister-Service Class',
    'Grace Adeyemi',
  ]);
  expect(await card.locator('dt').allTextContents()).toContain('Academy time');
});

test('a student in Kolkata reads the class at 12:30 PM in Asia/Kolkata, not by the old name Chromium reports', async () => {
  const card = await zoneCheckCard('Asia/Kolkata');
  expect(await card.locator('dd').allTextContents()).toContain('12:30 PM GMT+5:30 (Asia/Kolkata) (60 min)');
});
