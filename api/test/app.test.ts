import { createTestApp, type TestApp } from './helpers';

describe('app platform behaviour', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp({ seed: false });
  });

  afterAll(async () => {
    await t.close();
  });

  it('GET /api/v1/health answers ok after checking the database', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/v1/health' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: 'ok' });
  });

  it('sends security headers and allows only the configured origins', async () => {
    const allowed = await t.app.inject({ method: 'GET', url: '/api/v1/health', headers: { origin: 'http://localhost:3002' } });
    expect(allowed.headers['access-control-allow-origin']).toBe('http://localhost:3002');
    expect(allowed.headers['x-content-type-options']).toBe('nosniff');
    expect(allowed.headers['strict-transport-security']).toBeDefined();

    const other = await t.app.inject({ method: 'GET', url: '/api/v1/health', headers: { origin: 'https://evil.example' } });
    expect(other.headers['access-control-allow-origin']).toBeUndefined();
  });

  it("sends helmet's headers, as the academy sets them, with answers, refusals and unknown routes alike", async () => {
    const helmetHeaders = {
      'content-security-policy':
        "default-src 'self';base-uri 'self';font-src 'self' https: data:;form-action 'self';frame-ancestors 'self';img-src 'self' data:;" +
        "object-src 'none';script-src 'self';script-src-attr 'none';style-src 'self' https: 'unsafe-inline';upgrade-insecure-requests",
      'cross-origin-opener-policy': 'same-origin',
      'cross-origin-resource-policy': 'cross-origin',
      'origin-agent-cluster': '?1',
      'referrer-policy': 'no-referrer',
      'strict-transport-security': 'max-age=31536000; includeSubDomains',
      'x-content-type-options': 'nosniff',
      'x-dns-prefetch-control': 'off',
      'x-download-options': 'noopen',
      'x-frame-options': 'SAMEORIGIN',
      'x-permitted-cross-domain-policies': 'none',
      'x-xss-protection': '0',
    };
    for (const [url, status] of [
      ['/api/v1/health', 200],
      ['/api/v1/cla_courses', 401],
      ['/api/v1/nope', 404],
    ] as const) {
      const res = await t.app.inject({ method: 'GET', url });
      expect(res.statusCode).toBe(status);
      expect(res.headers).toMatchObject(helmetHeaders);
      expect(res.headers['x-powered-by']).toBeUndefined();
    }
  });

  it('answers unknown routes with a plain 404 sentence', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/v1/nope' });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ error: 'There is no GET /api/v1/nope in this API.', code: 'route_unknown', params: { method: 'GET', path: '/api/v1/nope' } });
  });

  it('answers malformed JSON with a plain 400 sentence and no internals', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/v1/sign_in',
      headers: { 'content-type': 'application/json' },
      payload: '{"user": ',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ error: 'The request body is not valid JSON.', code: 'body_not_json' });
  });

  it('serves the OpenAPI document and its UI at /api/docs', async () => {
    const doc = await t.app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(doc.statusCode).toBe(200);
    expect(doc.json().paths['/api/v1/health']).toBeDefined();
    const ui = await t.app.inject({ method: 'GET', url: '/api/docs' });
    expect(ui.statusCode).toBe(200);
    expect(ui.headers['content-type']).toContain('text/html');
  });
});
