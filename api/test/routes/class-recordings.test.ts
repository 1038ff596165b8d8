// A facilitator adds the recording of a class that has taken place; the cohort sees it in the list.
import { caller, dayOffset, FACILITATOR, OTHER_FACILITATOR, STUDENT } from '../content-helpers';
import { createTestApp, type TestApp } from '../helpers';

const RECORDING = 'https://video.example.org/recordings/42';

describe('class recordings', () => {
  let t: TestApp;
  let call: ReturnType<typeof caller>;
  let pastClass: number;
  let futureClass: number;

  beforeAll(async () => {
    t = await createTestApp();
    call = caller(t);
    const classes = (await call('GET', '/cla_live_classes', FACILITATOR)).body as { id: number; date: string }[];
    pastClass = classes.find((c) => c.date < dayOffset(0))!.id;
    futureClass = classes.find((c) => c.date > dayOffset(0))!.id;
  });

  afterAll(async () => {
    await t.close();
  });

  const setRecording = (id: number, who: string, recording_url: unknown) => call('PUT', `/cla_live_classes/${id}/recording`, who, { recording_url });
  const studentsView = async (id: number) =>
    ((await call('GET', '/cla_live_classes', STUDENT)).body as { id: number; recording_url: string | null }[]).find((c) => c.id === id);

  it('the owner adds a recording to a past class and the cohort sees it; null removes it', async () => {
    const saved = await setRecording(pastClass, FACILITATOR, RECORDING);
    expect(saved.status).toBe(200);
    expect(saved.body).toMatchObject({ id: pastClass, recording_url: RECORDING });
    expect((await studentsView(pastClass))?.recording_url).toBe(RECORDING);

    expect((await setRecording(pastClass, FACILITATOR, null)).body.recording_url).toBeNull();
    expect((await studentsView(pastClass))?.recording_url).toBeNull();
  });

  it('refuses a class that has not taken place and a link that is not https', async () => {
    const early = await setRecording(futureClass, FACILITATOR, RECORDING);
    expect(early.status).toBe(400);
    expect(early.body.errors).toEqual({ recording_url: ['can be added once the class has taken place'] });
    const unsafe = await setRecording(pastClass, FACILITATOR, 'javascript:alert(1)');
    expect(unsafe.status).toBe(400);
    expect(unsafe.body.errors).toEqual({ recording_url: ['must be a web address starting with https://'] });
    expect((await studentsView(futureClass))?.recording_url).toBeNull();
  });

  it('lets no one else set it: a student is refused, another facilitator finds no class', async () => {
    expect((await setRecording(pastClass, STUDENT, RECORDING)).status).toBe(403);
    expect((await setRecording(pastClass, OTHER_FACILITATOR, RECORDING)).status).toBe(404);
    expect((await studentsView(pastClass))?.recording_url).toBeNull();
  });
});
