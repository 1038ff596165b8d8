// The public FAQ on the real app (docs/requirements.md §12): anyone reads it in page order; the
// administrator adds, edits, reorders and deletes questions, each change audited; bad payloads
// change nothing.
import { ADMIN } from '../content-helpers';
import { createTestApp, type TestApp } from '../helpers';

interface FaqItem {
  id: number;
  question: string;
  answer: string;
}

describe('the public FAQ', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp();
  });

  afterAll(async () => {
    await t.close();
  });

  const admin = async (method: 'POST' | 'PUT' | 'DELETE', url: string, payload?: object) =>
    t.app.inject({ method, url: `/api/v1/admin${url}`, headers: await t.authHeader(ADMIN), ...(payload ? { payload } : {}) });
  const faq = async () => (await t.app.inject({ method: 'GET', url: '/api/v1/content/faq' })).json() as FaqItem[];
  const audited = async (action: string) =>
    t.db.selectFrom('audit_log').select(['subject_id', 'old_values', 'new_values']).where('action', '=', action).orderBy('id').execute();

  it('starts with the questions the site shipped with, for an anonymous reader, not kept by caches', async () => {
    const answer = await t.app.inject({ method: 'GET', url: '/api/v1/content/faq' });
    expect(answer.statusCode).toBe(200);
    expect(answer.headers['cache-control']).toBe('no-cache');
    const items = answer.json() as FaqItem[];
    expect(items).toHaveLength(8);
    expect(items[0]).toEqual({
      id: 1,
      question: 'What is the academy?',
      answer:
        "It is an online school of Christian leadership, run by the foundation's education support initiative.\nIts aim is to form servant leaders who bring real change to their churches, families, workplaces and communities.",
    });
  });

  it('adds a question at the end, edits it, moves it first and deletes it, auditing each change', async () => {
    const created = await admin('POST', '/faq', { question: '  Is there a certificate?  ', answer: 'Yes.\nOne per level.' });
    expect(created.statusCode).toBe(201);
    const item = created.json() as FaqItem;
    expect(item).toEqual({ id: expect.any(Number), question: 'Is there a certificate?', answer: 'Yes.\nOne per level.' });
    expect((await faq()).at(-1)).toEqual(item);

    const edited = await admin('PUT', `/faq/${item.id}`, { question: 'Is there a certificate?', answer: 'Yes, one per level.' });
    expect(edited.json()).toEqual({ ...item, answer: 'Yes, one per level.' });

    const ids = (await faq()).map((i) => i.id);
    const wanted = [item.id, ...ids.filter((id) => id !== item.id)];
    const reordered = await admin('PUT', '/faq/order', { ids: wanted });
    expect(reordered.statusCode).toBe(200);
    expect((reordered.json() as FaqItem[]).map((i) => i.id)).toEqual(wanted);
    expect((await faq()).map((i) => i.id)).toEqual(wanted);

    expect((await admin('DELETE', `/faq/${item.id}`)).statusCode).toBe(204);
    expect((await faq()).map((i) => i.id)).toEqual(ids.filter((id) => id !== item.id));
    expect((await admin('DELETE', `/faq/${item.id}`)).statusCode).toBe(404);

    expect(await audited('faq_item.create')).toEqual([
      { subject_id: item.id, old_values: null, new_values: { question: 'Is there a certificate?', answer: 'Yes.\nOne per level.' } },
    ]);
    expect(await audited('faq_item.update')).toEqual([
      {
        subject_id: item.id,
        old_values: { question: 'Is there a certificate?', answer: 'Yes.\nOne per level.' },
        new_values: { question: 'Is there a certificate?', answer: 'Yes, one per level.' },
      },
    ]);
    expect((await audited('faq_item.reorder'))[0]?.new_values).toEqual({ ids: wanted });
    expect(await audited('faq_item.delete')).toEqual([
      { subject_id: item.id, old_values: { question: 'Is there a certificate?', answer: 'Yes, one per level.' }, new_values: null },
    ]);
  });

  it('refuses blank or too long text and an order that leaves a question out, changing nothing', async () => {
    const before = await faq();
    const blank = await admin('POST', '/faq', { question: '   ', answer: 'Something.' });
    expect(blank.statusCode).toBe(400);
    expect(Object.keys((blank.json() as { errors: object }).errors)).toEqual(['question']);
    expect((await admin('PUT', `/faq/${before[0]!.id}`, { question: 'Fine?', answer: 'x'.repeat(5001) })).statusCode).toBe(400);
    const partial = await admin('PUT', '/faq/order', { ids: before.slice(1).map((i) => i.id) });
    expect(partial.json()).toEqual({ errors: { ids: ['must name every question once'] } });
    expect((await admin('PUT', '/faq/999999', { question: 'Missing?', answer: 'Yes.' })).statusCode).toBe(404);
    expect(await faq()).toEqual(before);
  });
});
