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
