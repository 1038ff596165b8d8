import { fillPath } from '@academy/contract/endpoint';
import { ENDPOINTS } from '@academy/contract/endpoints';
import { requestForLog, urlForLog } from '@academy/contract/rules/secret-urls';

// 43 base64url characters, like every token the academy hands out
const TOKEN = 'Zm9vYmFyYmF6cXV4MTIzNDU2Nzg5MGFiY2RlZmdoaWo';
const SECRET_PARAMS = new Set(['token', 'code', 'file', 'secret']);
const PUBLIC_PARAMS = { id: '7', slug: 'grace-wordsworth', kind: 'class_scheduled' };

describe('every endpoint whose path carries a secret', () => {
  const secretBearing = Object.entries(ENDPOINTS).filter(([, { path }]) => [...path.matchAll(/:(\w+)/g)].some(([, name]) => SECRET_PARAMS.has(name!)));

  it('is known', () => {
    expect(secretBearing.map(([name]) => name).sort()).toEqual(['getCalendarFeed', 'showUnsubscribePage', 'unsubscribe', 'verifyCertificate']);
  });

  it.each(secretBearing)('%s: its secret is hidden in every shape a router may answer', (_name, { path }) => {
    const secret = 'ABCD-2345-EFGH-6789';
    const filled = `/api/v1${fillPath(path, { ...PUBLIC_PARAMS, token: secret, code: secret, file: `${secret}.ics` })}`;
    const upper = filled.replace(/\/(\w)/, (_, letter: string) => `/${letter.toUpperCase()}`);
    for (const shape of [filled, `${filled}/`, `${filled}?x=1`, `${filled}/?x=1`, filled.replaceAll('/', '//'), filled.replace(/\/([^/]*)$/, '%2F$1'), upper]) {
      expect(urlForLog(shape)).not.toContain(secret);
      expect(urlForLog(shape)).toContain('[hidden]');
    }
    const escaped = filled.replace(/[a-z]/, (letter) => `%${letter.charCodeAt(0).toString(16)}`);
    expect(urlForLog(escaped)).not.toContain(secret);
  });
});

describe("the portal's secret-bearing links", () => {
  it.each([
    ['an invitation', `/invitation?token=${TOKEN}`],
    ['a password reset', `/reset-password?token=${TOKEN}`],
    ['a password reset, with a trailing slash', `/reset-password/?token=${TOKEN}&lang=fr`],
    ['a password reset, its key spelt otherwise', `/reset-password?Token=${TOKEN}`],
    ['a password reset, its key escaped', `/reset-password?%74oken=abc`],
    ['a token under any key', `/invitation?t=${TOKEN}`],
    ['a token in a path', `/invitation/${TOKEN}/`],
    ["a certificate's check", '/certificate/verify/ABCD-2345-EFGH-6789'],
    ["a certificate's check, with a trailing slash", '/certificate/verify/ABCD-2345-EFGH-6789/'],
  ])('%s', (_what, url) => {
    const logged = urlForLog(url);
    expect(logged).toContain('[hidden]');
    expect(logged).not.toMatch(new RegExp(`${TOKEN}|ABCD-2345|=abc`));
  });
});

it('keeps the rest of a URL as it came', () => {
  for (const url of [
    '/portal/courses/7?tab=grades&page=2',
    '/api/v1/cla_live_classes/3/calendar.ics',
    '/main.0123abcd.js',
    '/api/v1/calendar',
    '/certificate/verify',
  ]) {
    expect(urlForLog(url)).toBe(url);
  }
  expect(urlForLog('/api/v1/unsubscribe/x/class_scheduled?step=1')).toBe('/api/v1/unsubscribe/[hidden]?step=1');
});

it("is what a request log line keeps of a request, the address's secrets hidden", () => {
  expect(requestForLog({ method: 'GET', url: `/invitation?token=${TOKEN}`, host: 'academy.example', ip: '192.0.2.1', socket: { remotePort: 5000 } })).toEqual({
    method: 'GET',
    url: '/invitation?token=[hidden]',
    host: 'academy.example',
    remoteAddress: '192.0.2.1',
    remotePort: 5000,
  });
});
