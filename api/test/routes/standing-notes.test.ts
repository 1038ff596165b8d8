// The standing notes of the student's dashboard: seeded with the texts the portal used to fix,
// edited or retired by an administrator, every change audited.
import { ADMIN, caller, FACILITATOR, STUDENT } from '../content-helpers';
import { createTestApp, type TestApp } from '../helpers';

describe('standing notes', () => {
  let t: TestApp;
  let call: ReturnType<typeof caller>;

  beforeAll(async () => {
    t = await createTestApp();
    call = caller(t);
  });

  afterAll(async () => {
    await t.close();
  });

  const texts = async () => ((await call('GET', '/announcements/standing', STUDENT)).body as { text: string }[]).map((n) => n.text);

  it('starts with the four texts of the dashboard; an administrator edits and retires them, audited', async () => {
    expect(await texts()).toEqual([
      'The meeting room opens at 7:30 AM.',
      'Classes begin at 8:00 AM sharp.',
      'Attendance carries the highest share of your cumulative score.',
      'Submit your assignments before the deadline.',
    ]);
    const edited = await call('PUT', '/announcements/standing/2', ADMIN, { text: '  Classes begin at the time shown under Next up.  ' });
    expect(edited.body).toEqual({ id: 2, text: 'Classes begin at the time shown under Next up.', lang: 'en' });
    expect((await call('PUT', '/announcements/standing/2', FACILITATOR, { text: 'No.' })).status).toBe(403);
    expect((await call('DELETE', '/announcements/standing/1', ADMIN)).status).toBe(204);
    expect((await call('DELETE', '/announcements/standing/1', ADMIN)).status).toBe(404);
    expect(await texts()).toEqual([
      'Classes begin at the time shown under Next up.',
      'Attendance carries the highest share of your cumulative score.',
      'Submit your assignments before the deadline.',
    ]);
    const audit = await t.db.selectFrom('audit_log').select(['action', 'subject_id']).where('subject_type', '=', 'standing_note').orderBy('id').execute();
    expect(audit).toEqual([
      { action: 'standing_note.update', subject_id: 2 },
      { action: 'standing_note.retire', subject_id: 1 },
    ]);
  });

  it('refuses a note with a control or bidirectional character, keeping the one it has', async () => {
    const before = await texts();
    for (const character of ['\n', '\u0007', '\u0085', '\u2028', '\u200f', '\u202e', '\u2066']) {
      const refused = await call('PUT', '/announcements/standing/3', ADMIN, { text: `Attendance${character}counts.` });
      expect([JSON.stringify(character), refused.status, Object.keys((refused.body as { errors?: object }).errors ?? {})]).toEqual([
        JSON.stringify(character),
        400,
        ['text'],
      ]);
    }
    expect(await texts()).toEqual(before);
  });
});
