// Marking with feedback and its history, late work, and a link replaced before marking.
import { sql } from 'kysely';
import { caller, dayOffset, FACILITATOR, OTHER_FACILITATOR, OTHER_STUDENT, STUDENT } from '../content-helpers';
import { createTestApp, type TestApp } from '../helpers';

describe('feedback, mark history and resubmission', () => {
  let t: TestApp;
  let call: ReturnType<typeof caller>;
  let gifts: number; // Esther's unmarked submission
  let plan: number;
  let esther: number;

  beforeAll(async () => {
    t = await createTestApp();
    call = caller(t);
    esther = await t.userId(STUDENT);
    gifts = (await t.db.selectFrom('submissions').select('id').where('student_id', '=', esther).where('score', 'is', null).executeTakeFirstOrThrow()).id;
    plan = (
      await t.db
        .selectFrom('assignments')
        .innerJoin('courses', 'courses.id', 'assignments.course_id')
        .select('assignments.id')
        .where('assignments.name', '=', 'Service project plan')
        .where('courses.cohort_id', '=', 1)
        .executeTakeFirstOrThrow()
    ).id;
  });

  afterAll(async () => {
    await t.close();
  });

  const mark = (id: number, body: object, who = FACILITATOR) => call('PUT', `/cla_submissions/${id}`, who, { cla_submission: body });

  it('marks with feedback; the student reads it; a revision keeps both in the history', async () => {
    const first = await mark(gifts, { score: 60, feedback: 'Name two gifts you saw in others.' });
    expect(first.status).toBe(200);
    expect(first.body).toMatchObject({ status: 'marked', score: 60, feedback: 'Name two gifts you saw in others.' });
    const revised = await mark(gifts, { score: 72, feedback: 'Better after the second reading.' });
    expect(revised.body).toMatchObject({ score: 72, feedback: 'Better after the second reading.' });

    const mine = (await call('GET', '/cla_submissions', STUDENT)).body.find((s: { id: number }) => s.id === gifts);
    expect(mine).toMatchObject({ score: 72, feedback: 'Better after the second reading.' });
    const history = await call('GET', `/cla_submissions/${gifts}/marks`, FACILITATOR);
    expect(history.body.map((m: { score: number; feedback: string; marked_by: string }) => [m.score, m.feedback, m.marked_by])).toEqual([
      [72, 'Better after the second reading.', 'Grace Adeyemi'],
      [60, 'Name two gifts you saw in others.', 'Grace Adeyemi'],
    ]);
  });

  it('a client sending only the score keeps working and keeps the feedback', async () => {
    const res = await mark(gifts, { score: 80 });
    expect(res.body).toMatchObject({ score: 80, feedback: 'Better after the second reading.' });
    expect((await mark(gifts, { score: 80, feedback: '' })).body.feedback).toBeNull();
    expect((await mark(gifts, { score: 80, feedback: 'x'.repeat(5001) })).status).toBe(400);
  });

  it('only the owner reads the history; the student and others read no one else’s submission', async () => {
    expect((await call('GET', `/cla_submissions/${gifts}/marks`, OTHER_FACILITATOR)).status).toBe(404);
    expect((await call('GET', `/cla_submissions/${gifts}/marks`, STUDENT)).status).toBe(403);
    expect((await call('GET', `/cla_submissions/${gifts}`, STUDENT)).status).toBe(200);
    expect((await call('GET', `/cla_submissions/${gifts}`, 'student2@example.org')).status).toBe(404);
    expect((await call('GET', `/cla_submissions/${gifts}`, OTHER_STUDENT)).status).toBe(404);
    expect((await call('GET', `/cla_submissions/${gifts}`, OTHER_FACILITATOR)).status).toBe(404);
    expect((await call('GET', `/cla_submissions/${gifts}`, FACILITATOR)).body).toMatchObject({ status: 'marked', score: 80 });
  });

  it('replaces a link before marking, not after, and only one’s own', async () => {
    const submitted = await call('POST', '/cla_submissions', STUDENT, {
      cla_submission: { download_link: 'https://docs.example.org/wrong', cla_assignment_id: plan, cla_facilitator_id: 1, cla_student_id: esther },
    });
    const id = submitted.body.id as number;
    expect(submitted.body.link_updated_at).toBeNull();
    const replace = (who: string, link = 'https://docs.example.org/right') =>
      call('PUT', `/cla_submissions/${id}/link`, who, { cla_submission: { download_link: link } });
    expect((await replace('student2@example.org')).status).toBe(404);
    expect((await replace(FACILITATOR)).status).toBe(403);
    expect((await replace(STUDENT, 'not a link')).status).toBe(400);
    const replaced = await replace(STUDENT);
    expect(replaced.status).toBe(200);
    expect(replaced.body).toMatchObject({ download_link: 'https://docs.example.org/right', status: 'unmarked' });
    expect(replaced.body.link_updated_at).toEqual(expect.any(String));
    expect((await call('GET', `/cla_submissions/${id}`, FACILITATOR)).body.download_link).toBe('https://docs.example.org/right');
    await mark(id, { score: 90 });
    expect((await replace(STUDENT, 'https://docs.example.org/later')).status).toBe(409);
    expect((await call('GET', `/cla_submissions/${id}`, STUDENT)).body.download_link).toBe('https://docs.example.org/right');
  });

  it('work whose link arrived after the due moment is late, even on the day it was due', async () => {
    const dueAt = async (moment: Date) => {
      await t.db
        .updateTable('assignments')
        .set({ due_date: dayOffset(0), due_at: moment })
        .where('id', '=', plan)
        .execute();
    };
    const { submitted_at: sentAt } = await t.db
      .selectFrom('submissions')
      .select(sql<Date>`coalesce(link_updated_at, submitted_at)`.as('submitted_at'))
      .where('assignment_id', '=', plan)
      .where('student_id', '=', await t.userId(STUDENT))
      .executeTakeFirstOrThrow();
    await dueAt(new Date(new Date(sentAt).getTime() - 1000));
    const own = (await call('GET', '/cla_submissions', STUDENT)).body.find((s: { assignment_id: number }) => s.assignment_id === plan);
    expect(own.late).toBe(true);
    await dueAt(new Date(new Date(sentAt).getTime() + 1000));
    expect((await call('GET', `/cla_submissions/${own.id}`, STUDENT)).body.late).toBe(false);
  });
});
