/**
 * A student screen that throws while rendering (here: the grades screen given a malformed answer)
 * shows the area's could-not-load message, and the error reaches the API, which logs it with the
 * request's id and forwards it to the Sentry-compatible store of SENTRY_DSN (a local fake here):
 * with its area, kind, release and the path without the query.
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { systemPerFile } from '../harness';
import { goTo, portalSteps, STUDENT } from '../support';

interface StoredEvent {
  release: string;
  transaction: string;
  tags: Record<string, string>;
  exception: { values: { value: string }[] };
}

const stored: StoredEvent[] = [];
const store = http.createServer((req, res) => {
  let body = '';
  req.on('data', (chunk) => (body += chunk));
  req.on('end', () => {
    if (req.url === '/api/7/store/') stored.push(JSON.parse(body) as StoredEvent);
    res.writeHead(200, { 'content-type': 'application/json' }).end('{}');
  });
});
// filled before the system starts (hooks run in order), read when it starts
const apiEnv: Record<string, string> = {};

beforeAll(async () => {
  await new Promise<void>((resolve) => store.listen(0, '127.0.0.1', resolve));
  apiEnv.SENTRY_DSN = `http://e2ekey@127.0.0.1:${(store.address() as AddressInfo).port}/7`;
});

afterAll(async () => {
  await new Promise((resolve) => store.close(resolve));
});

const system = systemPerFile({ apiEnv });
const portal = portalSteps(system);

test('an error thrown in a student screen reaches the API with its area and release', async () => {
  const page = await portal.signedIn(STUDENT);
  const origin = new URL(system().url('/')).origin;
  await page.route(
    (url) => url.href.startsWith(system().apiBaseUrl) && url.pathname.endsWith('/cla_gradebook/mine'),
    (route) => route.fulfill({ status: 200, contentType: 'application/json', headers: { 'access-control-allow-origin': origin }, body: '{}' }),
  );
  await goTo(page, '/portal/grades?from=e2e');
  await page.getByRole('alert').filter({ hasText: 'This part of the site could not be loaded.' }).waitFor();

  for (let i = 0; i < 200 && stored.length === 0; i++) await new Promise((resolve) => setTimeout(resolve, 100));
  expect(stored).toEqual([
    expect.objectContaining({
      release: expect.stringMatching(/^\d+\.\d+\.\d+(\+[0-9a-f]+)?$/),
      transaction: '/portal/grades',
      tags: expect.objectContaining({ area: 'student_portal', kind: 'render', request_id: expect.stringMatching(/^req-/) }),
      exception: { values: [expect.objectContaining({ value: expect.stringContaining('Cannot read properties of undefined') })] },
    }),
  ]);
});
