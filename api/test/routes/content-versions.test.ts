// Content in several languages on the real app: an administrator gives a FAQ question, a faculty
// member and a standing note a version per language, an announcement's author its own; a reader
// who asks for a language gets its version where there is one and the original (lang "en")
// otherwise; nobody else writes versions.
import { ADMIN, caller, FACILITATOR, OTHER_FACILITATOR, STUDENT } from '../content-helpers';
import { createTestApp, type TestApp } from '../helpers';

describe('versions of content in other languages', () => {
  let t: TestApp;
  let call: ReturnType<typeof caller>;

  beforeAll(async () => {
    t = await createTestApp();
    call = caller(t);
  });

  afterAll(async () => {
    await t.close();
  });

  const FRENCH_FAQ = { question: 'Qu’est-ce que l’académie ?', answer: 'Une école en ligne.\nPour former des leaders.' };

  it('gives a FAQ question in French to a French reader, the English original to a Spanish one, each with its lang', async () => {
    const saved = await call('PUT', '/admin/faq/1/versions/fr', ADMIN, { question: `  ${FRENCH_FAQ.question} `, answer: FRENCH_FAQ.answer });
    expect(saved).toEqual({ status: 200, body: FRENCH_FAQ });

    const french = (await call('GET', '/content/faq?lang=fr', null)).body as { id: number; question: string; lang: string }[];
    expect(french[0]).toEqual({ id: 1, ...FRENCH_FAQ, lang: 'fr' });
    expect(french[1]).toMatchObject({ id: 2, question: 'How much does it cost?', lang: 'en' });

    const spanish = (await call('GET', '/content/faq?lang=es', null)).body as { question: string; lang: string }[];
    expect(spanish[0]).toMatchObject({ question: 'What is the academy?', lang: 'en' });
    const unasked = (await call('GET', '/content/faq', null)).body as { question: string; lang: string }[];
    expect(unasked[0]).toMatchObject({ question: 'What is the academy?', lang: 'en' });

    expect((await call('GET', '/admin/faq/1/versions', ADMIN)).body).toEqual({ fr: FRENCH_FAQ });
    const audit = await t.db.selectFrom('audit_log').select(['action', 'subject_id', 'new_values']).where('action', '=', 'faq_item.version').execute();
    expect(audit).toEqual([{ action: 'faq_item.version', subject_id: 1, new_values: { locale: 'fr', ...FRENCH_FAQ } }]);

    expect((await call('DELETE', '/admin/faq/1/versions/fr', ADMIN)).status).toBe(204);
    expect(((await call('GET', '/content/faq?lang=fr', null)).body as { lang: string }[])[0]).toMatchObject({ question: 'What is the academy?', lang: 'en' });
  });

  it('refuses versions to a student and a facilitator, an unknown item, the original’s language and an unknown one', async () => {
    for (const who of [STUDENT, FACILITATOR]) {
      expect((await call('PUT', '/admin/faq/2/versions/fr', who, FRENCH_FAQ)).status).toBe(403);
      expect((await call('GET', '/admin/faq/2/versions', who)).status).toBe(403);
      expect((await call('PUT', '/announcements/standing/1/versions/fr', who, { text: 'Non.' })).status).toBe(403);
      expect((await call('PUT', '/admin/faculty/1/versions/fr', who, { title: 'Non', biography: 'Non.' })).status).toBe(403);
    }
    expect((await call('PUT', '/admin/faq/2/versions/fr', null, FRENCH_FAQ)).status).toBe(401);
    expect((await call('PUT', '/admin/faq/9999/versions/fr', ADMIN, FRENCH_FAQ)).status).toBe(404);
    expect((await call('PUT', '/admin/faq/2/versions/en', ADMIN, FRENCH_FAQ)).status).toBe(400);
    expect((await call('PUT', '/admin/faq/2/versions/de', ADMIN, FRENCH_FAQ)).status).toBe(400);
    expect((await call('PUT', '/admin/faq/2/versions/fr', ADMIN, { question: 'Sans réponse' })).status).toBe(400);
    expect((await call('GET', '/admin/faq/2/versions', ADMIN)).body).toEqual({});
  });

  it("gives a faculty member's title and biography in the reader's language, the name as it is", async () => {
    const version = { title: 'Coordinatrice du programme', biography: 'Grace coordonne les cohortes.' };
    expect(
      (await call('PUT', '/admin/faculty/2/versions/pt', ADMIN, { title: 'Coordenadora do programa', biography: 'Grace coordena as turmas.' })).status,
    ).toBe(200);
    expect((await call('PUT', '/admin/faculty/2/versions/fr', ADMIN, version)).status).toBe(200);
    const member = (await call('GET', '/content/faculty/2?lang=fr', null)).body;
    expect(member).toMatchObject({ name: 'Grace Wanjiru Mwangi', ...version, lang: 'fr' });
    const list = (await call('GET', '/content/faculty?lang=fr', null)).body as { id: number; lang: string }[];
    expect(list.map((m) => m.lang)).toEqual(list.map((m) => (m.id === 2 ? 'fr' : 'en')));
    expect((await call('GET', '/content/faculty/2?lang=ar', null)).body).toMatchObject({ title: 'Program Coordinator', lang: 'en' });
    expect(Object.keys((await call('GET', '/admin/faculty/2/versions', ADMIN)).body as object)).toEqual(['fr', 'pt']);
  });

  it('gives a standing note in the student’s language, and leaves a retired note’s versions unwritable', async () => {
    expect((await call('PUT', '/announcements/standing/4/versions/ar', ADMIN, { text: 'سلّم واجباتك قبل الموعد النهائي.' })).status).toBe(200);
    const notes = (await call('GET', '/announcements/standing?lang=ar', STUDENT)).body as { id: number; text: string; lang: string }[];
    expect(notes.find((n) => n.id === 4)).toEqual({ id: 4, text: 'سلّم واجباتك قبل الموعد النهائي.', lang: 'ar' });
    expect(notes.find((n) => n.id === 3)).toMatchObject({ lang: 'en' });

    expect((await call('DELETE', '/announcements/standing/3', ADMIN)).status).toBe(204);
    expect((await call('PUT', '/announcements/standing/3/versions/fr', ADMIN, { text: 'La présence compte.' })).status).toBe(404);
  });

  it('lets an announcement’s author and an administrator write its versions, and no other facilitator', async () => {
    const posted = await call('POST', '/announcements', FACILITATOR, { cla_cohort_id: 1, title: 'Reading for Friday', body: 'Chapter 3.' });
    const { id } = posted.body as { id: number };
    const spanish = { title: 'Lectura para el viernes', body: 'Capítulo 3.' };
    expect((await call('PUT', `/announcements/${id}/versions/es`, FACILITATOR, spanish)).status).toBe(200);
    expect((await call('PUT', `/announcements/${id}/versions/fr`, OTHER_FACILITATOR, { title: 'Non', body: 'Non.' })).status).toBe(404);
    expect((await call('PUT', `/announcements/${id}/versions/fr`, STUDENT, { title: 'Non', body: 'Non.' })).status).toBe(403);
    expect((await call('PUT', `/announcements/${id}/versions/fr`, ADMIN, { title: 'Lecture pour vendredi', body: 'Chapitre 3.' })).status).toBe(200);

    const shown = async (lang: string) =>
      ((await call('GET', `/announcements?cla_cohort_id=1&lang=${lang}`, STUDENT)).body as { id: number }[]).find((a) => a.id === id);
    expect(await shown('es')).toMatchObject({ ...spanish, lang: 'es', author_name: 'Grace Adeyemi' });
    expect(await shown('fr')).toMatchObject({ title: 'Lecture pour vendredi', lang: 'fr' });
    expect(await shown('pt')).toMatchObject({ title: 'Reading for Friday', body: 'Chapter 3.', lang: 'en' });
    expect(Object.keys((await call('GET', `/announcements/${id}/versions`, FACILITATOR)).body as object).sort()).toEqual(['es', 'fr']);
  });
});
