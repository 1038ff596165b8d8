// Every error answer carries a stable code beside its English sentence, field errors a code per
// field, and the OpenAPI document lists them; the pages' English catalog of the API's errors says
// each code in the API's own words, so a page in English reads what the API wrote.
import fs from 'node:fs';
import path from 'node:path';
import { setupI18n } from '@lingui/core';
import { compileMessage } from '@lingui/message-utils/compileMessage';
import { ERROR_CODES, FIELD_ERROR_CODES, PASSWORD_WEAKNESSES, type FieldErrorCode } from '@academy/contract/rules/error-codes';
import { fieldPhrase } from '../src/http/field-problems';
import { FIELD_WORDS } from '../src/http/field-words';
import { createTestApp, type TestApp } from './helpers';

const english = JSON.parse(fs.readFileSync(path.resolve(__dirname, '../../shared/src/api/locales/en.json'), 'utf8')) as Record<string, string>;
const i18n = setupI18n({ locale: 'en', messages: { en: Object.fromEntries(Object.entries(english).map(([key, text]) => [key, compileMessage(text)])) } });
const catalog = (key: string, values?: Record<string, unknown>) => i18n._(key, values);

describe('error codes', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp();
  });

  afterAll(async () => {
    await t.close();
  });

  it('gives each field problem a code, with its values, beside the English phrase', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/v1/sign_up',
      payload: { user: { name: 'x'.repeat(101), email: 'not-an-address', password: 'walk-in-the-light', cla_role_id: 1 } },
    });
    expect(res.statusCode).toBe(400);
    const body = res.json();
    expect(body).toMatchObject({
      code: 'invalid_fields',
      errors: { name: ['is too long (maximum is 100 characters)'], email: ['must be a valid e-mail address'] },
      field_codes: { name: [{ code: 'too_long', params: { maximum: 100 } }], email: [{ code: 'invalid_email' }] },
    });
    const sentences = Object.entries(body.field_codes as Record<string, { code: string; params?: Record<string, unknown> }[]>).map(([field, [problem]]) =>
      catalog('error.field.sentence', {
        field: catalog(`error.fieldWord.${field}`),
        problems: catalog(`error.fieldProblem.${problem!.code}`, problem!.params),
      }),
    );
    expect(body.error).toBe(sentences.join('\n'));
  });

  it.each([
    ['a call without a session', { method: 'GET', url: '/api/v1/cla_cohorts/mine' }, 401, 'sign_in_required'],
    ['a call of another role', { method: 'GET', url: '/api/v1/admin/users', as: 'student@example.org' }, 403, 'role_required'],
    [
      'a wrong password',
      { method: 'POST', url: '/api/v1/sign_in', payload: { user: { email: 'student@example.org', password: 'wrong-password' } } },
      401,
      'wrong_credentials',
    ],
    ['an unknown course', { method: 'GET', url: '/api/v1/cla_courses/999999', as: 'student@example.org' }, 404, 'course_not_found'],
  ] as const)('answers %s with its code, the catalog saying its sentence', async (_, call, status, code) => {
    const headers = 'as' in call ? await t.authHeader(call.as) : {};
    const res = await t.app.inject({ method: call.method, url: call.url, headers, ...('payload' in call ? { payload: call.payload } : {}) });
    expect([res.statusCode, res.json().code]).toEqual([status, code]);
    expect(res.json().error).toBe(catalog(`error.${code}`, res.json().params));
  });

  it("says which role may make a call in plain words: an administrator's call, to a student", async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/v1/admin/users', headers: await t.authHeader('student@example.org') });
    expect(res.json().error).toBe('Only an administrator can do this.');
  });

  it('lists every code with its meaning in the OpenAPI document', async () => {
    const doc = (await t.app.inject({ method: 'GET', url: '/api/docs/json' })).json();
    const { $ref } = doc.paths['/api/v1/sign_in'].post.responses['400'].content['application/json'].schema;
    const refused = doc.components.schemas[$ref.replace('#/components/schemas/', '')];
    expect(refused.properties.code.anyOf.map((option: { enum?: string[]; const?: string }) => option.enum?.[0] ?? option.const)).toEqual(
      Object.keys(ERROR_CODES),
    );
    expect(refused.properties.code.description).toContain('`email_taken`: an account with this e-mail address exists');
    expect(JSON.stringify(refused.properties.field_codes)).toContain('`password_mismatch`: does not match the password');
  });
});

test("the catalog's English field words and phrases are the API's", () => {
  for (const [field, word] of Object.entries(FIELD_WORDS)) expect([field, catalog(`error.fieldWord.${field}`)]).toEqual([field, word]);
  const params = { minimum: 8, maximum: 200, value: '"present"', options: '"a", "b"' };
  for (const code of Object.keys(FIELD_ERROR_CODES) as FieldErrorCode[]) {
    expect([code, catalog(`error.fieldProblem.${code}`, params)]).toEqual([code, fieldPhrase({ code, params })]);
  }
  for (const why of PASSWORD_WEAKNESSES) {
    expect(catalog('error.fieldProblem.password_weak', { why })).toBe(fieldPhrase({ code: 'password_weak', params: { why } }));
  }
});
