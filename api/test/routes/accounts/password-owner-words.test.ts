// A password built on its owner's own words (name parts and their joins, the birthday) is refused by
// every route that sets one: sign-up, reset, change and invitation acceptance; so are the famous
// example passwords, however their words are joined.
import { randomBytes } from 'node:crypto';
import { hashPassword } from '../../../src/auth/passwords';
import { hashToken, newToken } from '../../../src/auth/tokens';
import { signUpBody } from '../../content-helpers';
import { createTestApp, type TestApp } from '../../helpers';

interface Owner {
  name: string;
  birthday: string;
  password: string;
}

const OWNERS: Owner[] = [
  { name: 'Mary Achieng', birthday: '1990-06-12', password: 'maryachieng1990' },
  { name: 'Esther Testwoman', birthday: '1994-03-08', password: 'esthertestwoman1994' },
  { name: 'Grace Wordsworth', birthday: '1987-10-21', password: 'Grace-Wordsworth' },
];
const SAFE = 'Lantern-orchid-gravel-52';
const BUILT_ON_OWNER = /^is built on your name, your birthday, your e-mail address or the academy's name; /;

describe("passwords built on their owner's words", () => {
  let t: TestApp;
  const unique = () => randomBytes(4).toString('hex');
  const emailOf = (owner: Owner) => `${owner.name.split(' ')[0]!.toLowerCase()}-${unique()}@example.org`;

  beforeAll(async () => {
    t = await createTestApp();
  });

  afterAll(() => t.close());

  async function newAccount(owner: Owner): Promise<string> {
    const email = emailOf(owner);
    await t.db
      .insertInto('users')
      .values({ name: owner.name, email, birthday: owner.birthday, role_id: 1, cohort_id: 1, password_hash: await hashPassword('Owner-first-words-31') })
      .execute();
    return email;
  }

  const setters: Record<string, (owner: Owner, password: string) => Promise<{ statusCode: number; json: () => { errors?: { password?: string[] } } }>> = {
    'sign-up': (owner, password) =>
      t.app.inject({
        method: 'POST',
        url: '/api/v1/sign_up',
        remoteAddress: `10.40.0.${OWNERS.indexOf(owner) + 1}`,
        payload: signUpBody({ name: owner.name, email: emailOf(owner), birthday: owner.birthday, password, password_confirmation: password }),
      }),
    reset: async (owner, password) => {
      const token = newToken();
      const userId = await t.userId(await newAccount(owner));
      await t.db
        .insertInto('password_reset_tokens')
        .values({ user_id: userId, token_hash: hashToken(token), expires_at: new Date(Date.now() + 600_000) })
        .execute();
      return t.app.inject({ method: 'POST', url: '/api/v1/reset_password', payload: { token, password } });
    },
    change: async (owner, password) =>
      t.app.inject({
        method: 'PUT',
        url: '/api/v1/password',
        headers: await t.authHeader(await newAccount(owner)),
        payload: { current_password: 'Owner-first-words-31', password, password_confirmation: password },
      }),
    // an invitation knows the name only
    'invitation acceptance': async (owner, password) => {
      const token = newToken();
      await t.db
        .insertInto('invitations')
        .values({
          name: owner.name,
          email: emailOf(owner),
          role_id: 2,
          cohort_id: null,
          token_hash: hashToken(token),
          expires_at: new Date(Date.now() + 600_000),
        })
        .execute();
      return t.app.inject({ method: 'POST', url: '/api/v1/invitation/accept', payload: { token, password, password_confirmation: password } });
    },
  };

  describe.each(Object.keys(setters))('through %s', (setter) => {
    it.each(OWNERS)('refuses $password for $name, born $birthday', async (owner) => {
      const refused = await setters[setter]!(owner, owner.password);
      expect(refused.statusCode).toBe(400);
      expect(refused.json().errors?.password).toEqual([expect.stringMatching(BUILT_ON_OWNER)]);
    });

    it('takes a password of unrelated words', async () => {
      expect((await setters[setter]!(OWNERS[0]!, SAFE)).statusCode).toBeLessThan(300);
    });
  });

  it('refuses correcthorsebatterystaple and its kin', async () => {
    for (const famous of [
      'correcthorsebatterystaple',
      'Correct-Horse-Battery-Staple',
      'correct horse battery staple',
      'CorrectHorseBatteryStaple2026',
      'Tr0ub4dor&3',
    ]) {
      const refused = await setters.change!(OWNERS[0]!, famous);
      expect([famous, refused.json().errors?.password]).toEqual([famous, [expect.stringMatching(/most common passwords/)]]);
    }
  });
});
