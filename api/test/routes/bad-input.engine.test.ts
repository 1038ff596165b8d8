// Malformed, missing, oversized and wrongly typed input to every writing route: the answer is
// always a 4xx with a clear message, nothing is stored or changed, and never a 500.
import fc from 'fast-check';
import { sql } from 'kysely';
import { ADMIN, dayOffset, FACILITATOR, signUpBody, STUDENT, type Method } from '../content-helpers';
import { createTestApp, type TestApp } from '../helpers';

interface RouteSpec {
  name: string;
  method: Method;
  url: string;
  who: string | null;
  /** A payload the route accepts. */
  valid: Record<string, unknown>;
  /** Fields that may be left out, and fields that may be null. */
  optional?: string[];
  nullable?: string[];
}

interface Case {
  label: string;
  field: string | null;
  body: string | undefined;
  contentType?: string;
}

const TABLES = [
  'users',
  'password_reset_tokens',
  'courses',
  'topics',
  'assignments',
  'submissions',
  'live_classes',
  'attendances',
  'contact_messages',
  'certificates',
  'cohorts',
  'faq_items',
  'faculty_members',
  'announcements',
];

/** One digest of every stored row: any insert, update or delete changes it (a session's last use is not data). */
async function fingerprint(t: TestApp): Promise<string> {
  const parts = TABLES.map((table) => sql`(select coalesce(md5(string_agg(x::text, '|' order by x.id)), '') from ${sql.table(table)} x)`);
  parts.push(sql`(select coalesce(md5(string_agg(concat_ws(':', x.id, x.user_id, x.revoked_at), '|' order by x.id)), '') from sessions x)`);
  const { rows } = await sql<{ digest: string }>`select md5(concat_ws(',', ${sql.join(parts)})) as digest`.execute(t.db);
  return rows[0]!.digest;
}

/** The wrapper key and the fields inside it ({user:{...}} -> 'user'), or null for flat bodies. */
function shape(valid: Record<string, unknown>): { wrapper: string | null; fields: Record<string, unknown> } {
  const keys = Object.keys(valid);
  const only = valid[keys[0]!];
  if (keys.length === 1 && only && typeof only === 'object' && !Array.isArray(only)) return { wrapper: keys[0]!, fields: only as Record<string, unknown> };
  return { wrapper: null, fields: valid };
}

function withField(spec: RouteSpec, field: string, value: unknown, remove = false): string {
  const { wrapper, fields } = shape(spec.valid);
  const inner: Record<string, unknown> = { ...fields };
  if (remove) delete inner[field];
  else inner[field] = value;
  return JSON.stringify(wrapper ? { [wrapper]: inner } : inner);
}

function wrongValues(value: unknown): [string, unknown][] {
  const common: [string, unknown][] = [
    ['an object', { nested: true }],
    ['a list', [value]],
  ];
  if (typeof value === 'string') {
    return [
      ...common,
      ['a number', 12345],
      ['true', true],
      ['25,000 characters', 'x'.repeat(25_000)],
      ['empty text', ''],
      ['a NUL character', `${value}\u0000`],
      ['a lone surrogate', `${value}\ud800`],
    ];
  }
  if (typeof value === 'number')
    return [...common, ['text', 'abc'], ['a number as text', String(value)], ['a fraction', 1.5], ['negative', -1], ['too large', 2 ** 40]];
  if (typeof value === 'boolean') return [...common, ['text', 'true'], ['a number', 1]];
  return common;
}

function casesFor(spec: RouteSpec): Case[] {
  const { wrapper, fields } = shape(spec.valid);
  const cases: Case[] = [
    { label: 'no body', field: null, body: undefined },
    { label: 'broken JSON', field: null, body: '{"oops": ' },
    { label: 'a JSON list', field: null, body: '[1,2]' },
    { label: 'a JSON string', field: null, body: '"hello"' },
    { label: 'text/plain', field: null, body: 'name=x', contentType: 'text/plain' },
    { label: 'an empty object', field: null, body: '{}' },
    { label: 'a body over the size limit', field: null, body: JSON.stringify({ ...spec.valid, padding: 'x'.repeat(300 * 1024) }) },
    { label: 'an unknown top-level property', field: null, body: JSON.stringify({ ...spec.valid, admin: true }) },
  ];
  if (wrapper) {
    cases.push({ label: 'the wrapper as text', field: null, body: JSON.stringify({ [wrapper]: 'x' }) });
    cases.push({ label: 'the wrapper null', field: null, body: JSON.stringify({ [wrapper]: null }) });
  }
  cases.push({ label: 'an unknown field', field: 'role', body: withField(spec, 'role', 'admin') });
  for (const [field, value] of Object.entries(fields)) {
    if (!spec.optional?.includes(field)) cases.push({ label: `${field} missing`, field, body: withField(spec, field, undefined, true) });
    if (!spec.nullable?.includes(field)) cases.push({ label: `${field} null`, field, body: withField(spec, field, null) });
    for (const [label, wrong] of wrongValues(value)) {
      // the route itself explains an empty reset token; empty feedback is valid (it removes the feedback)
      if (label === 'empty text' && ((spec.name.startsWith('POST /reset_password') && field === 'token') || field === 'feedback')) continue;
      cases.push({ label: `${field} ${label}`, field, body: withField(spec, field, wrong) });
    }
  }
  return cases;
}

describe('bad input to every writing route', () => {
  let t: TestApp;
  let specs: RouteSpec[];
  const tokens = new Map<string, string>();
  let address = 0;

  beforeAll(async () => {
    // Each request comes from its own address, so the per-address rate limits never answer first.
    t = await createTestApp({ env: { TRUST_PROXY: 'true' } });
    const minister = (
      await t.db.selectFrom('courses').select('id').where('name', '=', 'Minister-Service Class').where('cohort_id', '=', 1).executeTakeFirstOrThrow()
    ).id;
    const facilitator = await t.userId(FACILITATOR);
    const esther = await t.userId(STUDENT);
    const topic = (await t.db.selectFrom('topics').select('id').where('course_id', '=', minister).limit(1).executeTakeFirstOrThrow()).id;
    const plan = (await t.db.selectFrom('assignments').select('id').where('name', '=', 'Service project plan').executeTakeFirstOrThrow()).id;
    const unmarked = (await t.db.selectFrom('submissions').select('id').where('score', 'is', null).where('student_id', '=', esther).executeTakeFirstOrThrow())
      .id;
    const todayClass = (
      await t.db.selectFrom('live_classes').select('id').where('course_id', '=', minister).where('date', '=', dayOffset(0)).limit(1).executeTakeFirstOrThrow()
    ).id;
    const david = await t.userId('student2@example.org');
    for (const who of [FACILITATOR, STUDENT, ADMIN]) tokens.set(who, await t.signIn(who));

    const course = {
      name: 'Bad input course',
      description: 'x',
      cla_cohort_id: 1,
      start_date: dayOffset(1),
      end_date: dayOffset(5),
      cla_user_id: facilitator,
      category: 'extra',
    };
    const assignment = { name: 'Bad input work', description: 'x', due_date: dayOffset(2), cla_course_id: minister, cla_user_id: facilitator };
    const liveClass = {
      name: 'Bad input class',
      date: dayOffset(3),
      time: '10:00',
      duration: 30,
      zoom_link: 'https://zoom.us/j/1',
      cla_course_id: minister,
      cohort_id: 1,
      cla_user_id: facilitator,
    };
    const topicBody = { name: 'Bad input topic', description: 'x', cla_course_id: minister };
    specs = [
      { name: 'POST /sign_in', method: 'POST', url: '/sign_in', who: null, valid: { user: { email: STUDENT, password: 'academy-demo' } } },
      {
        name: 'POST /sign_up',
        method: 'POST',
        url: '/sign_up',
        who: null,
        valid: signUpBody({ name: 'Bad Input', email: 'bad-input@example.org' }),
        nullable: ['cla_cohort_id'],
      },
      {
        name: 'PUT /edit_profile',
        method: 'PUT',
        url: `/edit_profile?id=${esther}`,
        who: STUDENT,
        valid: { user: { name: 'Esther M.', email: STUDENT, phone_number: '+233 24 555 0110', birthday: '1995-03-05', cla_role_id: 1, cla_cohort_id: 1 } },
        optional: ['cla_role_id', 'cla_cohort_id'],
      },
      { name: 'POST /forgot_password', method: 'POST', url: '/forgot_password', who: null, valid: { email: 'nobody@example.org' } },
      { name: 'POST /reset_password', method: 'POST', url: '/reset_password', who: null, valid: { token: 'a'.repeat(43), password: 'Sturdy-passphrase-9' } },
      {
        name: 'POST /contact_messages',
        method: 'POST',
        url: '/contact_messages',
        who: null,
        valid: { contact_message: { fullName: 'A Visitor', email: 'visitor@example.org', whatsapp: '+234 803 555 0100', message: 'Hello' } },
      },
      { name: 'POST /cla_courses', method: 'POST', url: '/cla_courses', who: FACILITATOR, valid: { cla_course: course }, optional: ['category'] },
      {
        name: 'PUT /cla_courses/{id}',
        method: 'PUT',
        url: `/cla_courses/${minister}`,
        who: FACILITATOR,
        valid: { cla_course: course },
        optional: ['category'],
      },
      { name: 'POST /cla_topics', method: 'POST', url: '/cla_topics', who: FACILITATOR, valid: { topic: topicBody } },
      { name: 'PUT /cla_topics/{id}', method: 'PUT', url: `/cla_topics/${topic}`, who: FACILITATOR, valid: { topic: topicBody } },
      { name: 'POST /cla_assignments', method: 'POST', url: '/cla_assignments', who: FACILITATOR, valid: { cla_assignment: assignment } },
      { name: 'PUT /cla_assignments/{id}', method: 'PUT', url: `/cla_assignments/${plan}`, who: FACILITATOR, valid: { cla_assignment: assignment } },
      {
        name: 'POST /cla_submissions',
        method: 'POST',
        url: '/cla_submissions',
        who: STUDENT,
        valid: {
          cla_submission: { download_link: 'https://docs.example.org/work', cla_assignment_id: plan, cla_facilitator_id: facilitator, cla_student_id: esther },
        },
        optional: ['cla_facilitator_id'],
      },
      { name: 'PUT /cla_submissions/{id}', method: 'PUT', url: `/cla_submissions/${unmarked}`, who: FACILITATOR, valid: { cla_submission: { score: 70 } } },
      {
        name: 'POST /cla_live_classes',
        method: 'POST',
        url: '/cla_live_classes',
        who: FACILITATOR,
        valid: { cla_live_class: liveClass },
        nullable: ['zoom_link'],
      },
      {
        name: 'PUT /cla_live_classes/{id}',
        method: 'PUT',
        url: `/cla_live_classes/${todayClass}`,
        who: FACILITATOR,
        valid: { cla_live_class: liveClass },
        nullable: ['zoom_link'],
      },
      {
        name: 'POST /cla_attendances',
        method: 'POST',
        url: '/cla_attendances',
        who: FACILITATOR,
        valid: { cla_attendance: { cla_live_class_id: todayClass, cla_user_id: david, cla_cohort_id: '1', present: true } },
      },
      {
        name: 'PUT /cla_submissions/{id} with feedback',
        method: 'PUT',
        url: `/cla_submissions/${unmarked}`,
        who: FACILITATOR,
        valid: { cla_submission: { score: 70, feedback: 'Well argued.' } },
        optional: ['feedback'],
      },
      {
        name: 'PUT /cla_submissions/{id}/link',
        method: 'PUT',
        url: `/cla_submissions/${unmarked}/link`,
        who: STUDENT,
        valid: { cla_submission: { download_link: 'https://docs.example.org/v2' } },
      },
      { name: 'POST /admin/faq', method: 'POST', url: '/admin/faq', who: ADMIN, valid: { question: 'Bad input?', answer: 'Refused.' } },
      { name: 'POST /announcements', method: 'POST', url: '/announcements', who: ADMIN, valid: { cla_cohort_id: 1, title: 'Bad input notice', body: 'x' } },
      { name: 'POST /admin/faculty', method: 'POST', url: '/admin/faculty', who: ADMIN, valid: { name: 'Bad Input', title: 'Tester', biography: 'x' } },
      {
        name: 'POST /admin/cohorts',
        method: 'POST',
        url: '/admin/cohorts',
        who: ADMIN,
        valid: { name: 'Bad input cohort', start_date: null, end_date: null },
        nullable: ['start_date', 'end_date'],
      },
    ];
  });

  afterAll(async () => {
    await t.close();
  });

  const send = (spec: RouteSpec, body: string | undefined, contentType = 'application/json') => {
    address += 1;
    const headers: Record<string, string> = { 'x-forwarded-for': `10.9.${address >> 8}.${address & 255}` };
    if (spec.who) headers.authorization = `Bearer ${tokens.get(spec.who)!}`;
    if (body !== undefined) headers['content-type'] = contentType;
    return t.app.inject({ method: spec.method, url: `/api/v1${spec.url}`, headers, ...(body === undefined ? {} : { payload: body }) });
  };

  /** Waits until the data stop changing (what an accepted request does after its answer); answers their digest. */
  const settle = async (last: string) => {
    for (;;) {
      await new Promise((resolve) => setTimeout(resolve, 100));
      const now = await fingerprint(t);
      if (now === last) return now;
      last = now;
    }
  };

  /** A clear message: {error: sentence} or {errors: {field: [sentences]}}. */
  const messageOf = (body: string): string | null => {
    const json = JSON.parse(body) as { error?: unknown; errors?: Record<string, unknown> };
    if (typeof json.error === 'string' && json.error.length > 5) return json.error;
    if (json.errors && Object.values(json.errors).every((m) => Array.isArray(m) && m.length > 0 && m.every((s) => typeof s === 'string' && s.length > 3))) {
      return JSON.stringify(json.errors);
    }
    return null;
  };

  it('answers a table of bad payloads with a 4xx naming the problem, storing nothing', async () => {
    const failures: string[] = [];
    let checked = 0;
    // each case's digest after is the next one's before: nothing else writes meanwhile
    let digest = await fingerprint(t);
    for (const spec of specs) {
      for (const c of casesFor(spec)) {
        const before = digest;
        const res = await send(spec, c.body, c.contentType);
        const after = await fingerprint(t);
        checked += 1;
        const where = `${spec.name} with ${c.label}`;
        if (res.statusCode < 400 || res.statusCode >= 500) failures.push(`${where}: ${res.statusCode} ${res.body.slice(0, 120)}`);
        else if (!messageOf(res.body)) failures.push(`${where}: unclear message ${res.body.slice(0, 120)}`);
        else if (c.field && res.statusCode === 400 && JSON.parse(res.body).errors && !(c.field in JSON.parse(res.body).errors)) {
          failures.push(`${where}: the message does not name ${c.field}: ${res.body.slice(0, 160)}`);
        }
        if (before !== after) failures.push(`${where}: something was stored or changed`);
        digest = after;
      }
    }
    expect(failures).toEqual([]);
    expect(checked).toBeGreaterThan(300);
  });

  it('never answers 500 to random values in any field, and stores nothing when it refuses', async () => {
    // fast-check rejects with the shrunk counterexample when a run finds a problem or throws; it
    // ends there, so each run's digest after (settled) is the next one's before
    let digest = await fingerprint(t);
    await fc.assert(
      fc.asyncProperty(
        fc.integer({ min: 0, max: 10_000 }),
        fc.oneof(fc.jsonValue(), fc.string({ maxLength: 300 }), fc.integer(), fc.double()),
        async (pick, value) => {
          const spec = specs[pick % specs.length]!;
          const fields = Object.keys(shape(spec.valid).fields);
          const field = fields[Math.floor(pick / specs.length) % fields.length]!;
          const before = digest;
          const res = await send(spec, withField(spec, field, value));
          const after = await fingerprint(t);
          digest = after;
          const where = `${spec.name} ${field}=${JSON.stringify(value)?.slice(0, 80)}`;
          const problems: string[] = [];
          if (res.statusCode >= 500) problems.push(`${where}: ${res.statusCode}`);
          if (res.statusCode >= 400 && before !== after) problems.push(`${where}: refused but stored`);
          if (res.statusCode >= 400 && !messageOf(res.body)) problems.push(`${where}: unclear ${res.body.slice(0, 120)}`);
          // An accepted contact message is e-mailed after the answer (mailed_at): let it settle.
          if (res.statusCode < 400) digest = await settle(after);
          expect(problems).toEqual([]);
        },
      ),
      { numRuns: 150, seed: 20261122, endOnFailure: true },
    );
  });

  it('answers a NUL character in any text field of the anonymous routes with 400 naming the field', async () => {
    const failures: string[] = [];
    for (const spec of specs.filter((s) => s.who === null)) {
      for (const [field, value] of Object.entries(shape(spec.valid).fields)) {
        if (typeof value !== 'string') continue;
        const res = await send(spec, withField(spec, field, `${value.slice(0, 3)}\u0000${value.slice(3)}`));
        const errors = (JSON.parse(res.body) as { errors?: Record<string, string[]> }).errors;
        if (res.statusCode !== 400 || !errors?.[field]?.some((m) => m.includes('NUL')))
          failures.push(`${spec.name} ${field}: ${res.statusCode} ${res.body.slice(0, 160)}`);
      }
    }
    expect(failures).toEqual([]);
  });

  it('refuses control characters in every stored name and link, and http:// where the link must be https://', async () => {
    const oneLine: Record<string, string[]> = {
      'POST /sign_up': ['name'],
      'PUT /edit_profile': ['name'],
      'POST /contact_messages': ['fullName'],
      'POST /cla_courses': ['name'],
      'POST /cla_topics': ['name'],
      'POST /cla_assignments': ['name'],
      'POST /cla_live_classes': ['name', 'zoom_link'],
      'POST /cla_submissions': ['download_link'],
      'PUT /cla_submissions/{id}/link': ['download_link'],
      'POST /admin/faq': ['question'],
      'POST /announcements': ['title'],
      'POST /admin/faculty': ['name', 'title'],
      'POST /admin/cohorts': ['name'],
    };
    const failures: string[] = [];
    const refused = async (spec: RouteSpec, field: string, value: string) => {
      const before = await fingerprint(t);
      const res = await send(spec, withField(spec, field, value));
      const errors = (JSON.parse(res.body) as { errors?: Record<string, string[]> }).errors;
      if (res.statusCode !== 400 || !errors?.[field])
        failures.push(`${spec.name} ${field}=${JSON.stringify(value)}: ${res.statusCode} ${res.body.slice(0, 160)}`);
      if (before !== (await fingerprint(t))) failures.push(`${spec.name} ${field}=${JSON.stringify(value)}: something was stored`);
    };
    for (const [name, fields] of Object.entries(oneLine)) {
      const spec = specs.find((s) => s.name === name)!;
      for (const field of fields) {
        const value = String(shape(spec.valid).fields[field]);
        for (const control of ['\r\nBcc: x@example.org', '\n', '\u0007', '\u001b[31m', '\u202egnp.exe', '\t', '\u2028', '\u0085', '\u200f'])
          await refused(spec, field, `${value}${control}`);
      }
    }
    for (const name of ['POST /cla_live_classes', 'POST /cla_submissions', 'PUT /cla_submissions/{id}/link']) {
      const spec = specs.find((s) => s.name === name)!;
      const field = name.includes('live') ? 'zoom_link' : 'download_link';
      await refused(spec, field, 'http://docs.example.org/work');
    }
    expect(failures).toEqual([]);
  });

  it('refuses a link a reader could take for another, and stores the others as a browser reads them', async () => {
    const links: Record<string, string> = {
      'POST /cla_live_classes': 'zoom_link',
      'POST /cla_submissions': 'download_link',
      'PUT /cla_submissions/{id}/link': 'download_link',
    };
    const ambiguous = [
      'https://zoom.us@evil.example/j/1',
      'https://zoom.us:pass@evil.example/j/1',
      'https://zoom.us\\@evil.example/j/1',
      'https:\\\\evil.example/j/1',
      'https://zoom.us/j/1\u2028',
      'https://zoom.us/j/1\u00a0',
      'https://zoom.us/j/1 2',
      'https:zoom.us/j/1',
      'https:/zoom.us/j/1',
    ];
    const failures: string[] = [];
    for (const [name, field] of Object.entries(links)) {
      const spec = specs.find((s) => s.name === name)!;
      for (const value of ambiguous) {
        const before = await fingerprint(t);
        const res = await send(spec, withField(spec, field, value));
        if (res.statusCode !== 400 || !(JSON.parse(res.body) as { errors?: Record<string, string[]> }).errors?.[field]?.[0]?.startsWith('must be a'))
          failures.push(`${name} ${JSON.stringify(value)}: ${res.statusCode} ${res.body.slice(0, 160)}`);
        if (before !== (await fingerprint(t))) failures.push(`${name} ${JSON.stringify(value)}: something was stored`);
      }
    }
    expect(failures).toEqual([]);

    const spec = specs.find((s) => s.name === 'POST /cla_live_classes')!;
    const created = await send(spec, withField(spec, 'zoom_link', 'HTTPS://Zoom.US:443/j/./5550100/../5550101?pwd=Ab%20c#x'));
    expect(created.statusCode).toBe(201);
    const id = (created.json() as { id: number }).id;
    expect((await t.db.selectFrom('live_classes').select('zoom_link').where('id', '=', id).executeTakeFirstOrThrow()).zoom_link).toBe(
      'https://zoom.us/j/5550101?pwd=Ab%20c#x',
    );
  });

  it('answers a body that is not UTF-8 with 400 on every route, storing nothing', async () => {
    const failures: string[] = [];
    for (const spec of specs) {
      const field = Object.entries(shape(spec.valid).fields).find(([, value]) => typeof value === 'string')?.[0];
      if (!field) continue;
      const json = withField(spec, field, 'BROKEN');
      const body = Buffer.concat([
        Buffer.from(json.slice(0, json.indexOf('BROKEN'))),
        Buffer.from([0x41, 0xff, 0xfe, 0x42]),
        Buffer.from(json.slice(json.indexOf('BROKEN') + 6)),
      ]);
      const before = await fingerprint(t);
      address += 1;
      const headers: Record<string, string> = { 'x-forwarded-for': `10.8.${address >> 8}.${address & 255}`, 'content-type': 'application/json' };
      if (spec.who) headers.authorization = `Bearer ${tokens.get(spec.who)!}`;
      const res = await t.app.inject({ method: spec.method, url: `/api/v1${spec.url}`, headers, payload: body });
      if (res.statusCode !== 400 || JSON.parse(res.body).error !== 'The request body is not valid UTF-8 text.')
        failures.push(`${spec.name}: ${res.statusCode} ${res.body.slice(0, 120)}`);
      if (before !== (await fingerprint(t))) failures.push(`${spec.name}: something was stored`);
    }
    expect(failures).toEqual([]);
  });

  it('accepts exactly one address in every e-mail field', async () => {
    const failures: string[] = [];
    for (const spec of specs) {
      const fields = shape(spec.valid).fields;
      if (typeof fields.email !== 'string' || spec.name === 'POST /sign_in') continue;
      for (const list of [`${fields.email},x`, `${fields.email}, other@example.org`, `${fields.email};other@example.org`, `Someone <${fields.email}>`]) {
        const before = await fingerprint(t);
        const res = await send(spec, withField(spec, 'email', list));
        const errors = (JSON.parse(res.body) as { errors?: Record<string, string[]> }).errors;
        if (res.statusCode !== 400 || !errors?.email) failures.push(`${spec.name} ${list}: ${res.statusCode} ${res.body.slice(0, 160)}`);
        if (before !== (await fingerprint(t))) failures.push(`${spec.name} ${list}: something was stored`);
      }
    }
    expect(failures).toEqual([]);
  });

  it('refuses malformed ids in the path of every route that takes one', async () => {
    const failures: string[] = [];
    const routes: [Method, string, string][] = [
      ['PUT', '/cla_courses/', FACILITATOR],
      ['DELETE', '/cla_courses/', FACILITATOR],
      ['GET', '/cla_courses/', FACILITATOR],
      ['PUT', '/cla_topics/', FACILITATOR],
      ['DELETE', '/cla_topics/', FACILITATOR],
      ['GET', '/cla_assignments/', FACILITATOR],
      ['PUT', '/cla_assignments/', FACILITATOR],
      ['DELETE', '/cla_assignments/', FACILITATOR],
      ['PUT', '/cla_submissions/', FACILITATOR],
      ['PUT', '/cla_live_classes/', FACILITATOR],
      ['DELETE', '/cla_live_classes/', FACILITATOR],
    ];
    for (const [method, base, who] of routes) {
      for (const id of ['abc', '0', '-1', '1.5', '99999999999', '1e3', '%00']) {
        const before = await fingerprint(t);
        const res = await t.app.inject({
          method,
          url: `/api/v1${base}${id}`,
          headers: { authorization: `Bearer ${tokens.get(who)!}` },
          ...(method === 'PUT' ? { payload: {} } : {}),
        });
        if (res.statusCode !== 400 && res.statusCode !== 404) failures.push(`${method} ${base}${id}: ${res.statusCode}`);
        if (before !== (await fingerprint(t))) failures.push(`${method} ${base}${id}: changed something`);
      }
    }
    expect(failures).toEqual([]);
  });
});
