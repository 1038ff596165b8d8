// What the log keeps of a request the API refuses on purpose: JSON nested deeper than any call takes
// is refused with 400 before its schema is checked, and refusals (4xx, and 503 while the API is busy)
// are logged at info or warn with their reason, never as errors with a stack.
import { JSON_MAX_DEPTH } from '../../src/http/errors';
import { signUpBody } from '../content-helpers';
import { createTestApp, type TestApp } from '../helpers';

interface LogLine {
  level: number;
  msg: string;
  status?: number;
  err?: { stack?: string };
}

const INFO = 30;
const WARN = 40;

describe('refused requests in the log', () => {
  let t: TestApp;
  const lines: LogLine[] = [];
  const nested = (depth: number) => `${'['.repeat(depth)}${']'.repeat(depth)}`;
  const signUp = (body: string, remoteAddress = '10.30.0.1') =>
    t.app.inject({ method: 'POST', url: '/api/v1/sign_up', remoteAddress, headers: { 'content-type': 'application/json' }, payload: body });

  beforeAll(async () => {
    t = await createTestApp({ env: { LOG_LEVEL: 'info' }, logStream: { write: (line) => lines.push(JSON.parse(line) as LogLine) } });
  });

  afterAll(() => t.close());

  beforeEach(() => {
    lines.length = 0;
  });

  const noStacks = () => expect(lines.filter((line) => line.level > WARN || line.err)).toEqual([]);

  it('answers a body nested 10,000 deep with 400 and no stack in the log', async () => {
    const deep = await signUp(`{"user":${nested(10_000)}}`);
    expect(deep.statusCode).toBe(400);
    expect(deep.json()).toEqual({
      error: `The request body nests deeper than ${JSON_MAX_DEPTH} levels.`,
      code: 'body_too_deep',
      params: { max: JSON_MAX_DEPTH },
    });
    const refused = lines.find((line) => line.msg === 'request refused');
    expect(refused).toMatchObject({ level: INFO, status: 400 });
    noStacks();
  });

  it(`takes JSON nested ${JSON_MAX_DEPTH} deep to its schema, brackets inside strings not counted`, async () => {
    const atTheLimit = await signUp(`{"user":${nested(JSON_MAX_DEPTH - 1)}}`);
    expect(atTheLimit.statusCode).toBe(400);
    expect(atTheLimit.json()).toHaveProperty('errors');
    const brackets = JSON.stringify(signUpBody({ name: `Ada ${'['.repeat(40)}`, email: 'brackets@example.org' }));
    expect((await signUp(brackets)).json()).not.toEqual({ error: expect.stringContaining('nests deeper') });
  });

  it("logs 503 'busy' answers at warn, without a stack", async () => {
    const flood = await Promise.all(
      Array.from({ length: 80 }, (_, i) =>
        signUp(JSON.stringify(signUpBody({ email: `flood-${i}@example.org` })), `10.31.${Math.floor(i / 250)}.${(i % 250) + 1}`),
      ),
    );
    expect(flood.filter((res) => res.statusCode === 503).length).toBeGreaterThan(0);
    expect(lines.filter((line) => line.status === 503).every((line) => line.level === WARN)).toBe(true);
    noStacks();
  }, 120_000);
});
