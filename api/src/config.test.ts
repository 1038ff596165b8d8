import { ConfigError, loadConfig } from './config';

describe('whole-number settings', () => {
  it('reads them, with 0 allowed where it turns something off', () => {
    const config = loadConfig({ NOTICE_POLL_MS: '0', NOTICE_LEASE_SECONDS: '60', SESSION_IDLE_TIMEOUT_MINUTES: '30' });
    expect(config.noticePollMs).toBe(0);
    expect(config.noticeLeaseSeconds).toBe(60);
    expect(config.sessionIdleTimeoutSeconds).toBe(1800);
  });

  it.each([
    ['NOTICE_POLL_MS', '-1', 'NOTICE_POLL_MS must be a whole number, not "-1".'],
    ['NOTICE_POLL_MS', '2.5', 'NOTICE_POLL_MS must be a whole number, not "2.5".'],
    ['NOTICE_LEASE_SECONDS', '0', 'NOTICE_LEASE_SECONDS must be a whole number above 0, not "0".'],
    ['SESSION_IDLE_TIMEOUT_MINUTES', 'soon', 'SESSION_IDLE_TIMEOUT_MINUTES must be a whole number above 0, not "soon".'],
    ['EMBEDDED_DB_BUFFER_MB', '0', 'EMBEDDED_DB_BUFFER_MB must be a whole number above 0, not "0".'],
    ['DATABASE_POOL_SIZE', '0', 'DATABASE_POOL_SIZE must be a whole number above 0, not "0".'],
  ])('refuses %s=%s with a message naming it', (name, value, message) => {
    expect(() => loadConfig({ [name]: value })).toThrow(new ConfigError(message));
  });
});

describe('SENTRY_DSN', () => {
  it('takes a DSN with a key and a project, and refuses anything else by name', () => {
    expect(loadConfig({ SENTRY_DSN: 'https://abc123@sentry.example.org/42' }).sentryDsn).toBe('https://abc123@sentry.example.org/42');
    expect(loadConfig({}).sentryDsn).toBeNull();
    expect(() => loadConfig({ SENTRY_DSN: 'https://sentry.example.org/42' })).toThrow(/^SENTRY_DSN must be a DSN/);
  });
});

describe('PostgreSQL connections', () => {
  it('are 10 per instance, straight to PostgreSQL, unless told otherwise', () => {
    expect(loadConfig({})).toMatchObject({ databasePoolSize: 10, databasePooler: 'none' });
    expect(loadConfig({ DATABASE_POOL_SIZE: '40', DATABASE_POOLER: 'transaction' })).toMatchObject({ databasePoolSize: 40, databasePooler: 'transaction' });
  });

  it('refuses a pooler mode the API does not know', () => {
    expect(() => loadConfig({ DATABASE_POOLER: 'session' })).toThrow(
      new ConfigError('DATABASE_POOLER must be none, or transaction for a pooler in transaction mode such as PgBouncer, not "session".'),
    );
  });
});

describe('HOST', () => {
  it('is this machine only unless told otherwise', () => {
    expect(loadConfig({}).host).toBe('127.0.0.1');
    expect(loadConfig({ HOST: '0.0.0.0' }).host).toBe('0.0.0.0');
  });
});

describe('self sign-up', () => {
  it('is closed by default: self-signed-up students await approval unless the operator opens it', () => {
    expect(loadConfig({}).approveSignUps).toBe(true);
    expect(loadConfig({ APPROVE_SIGN_UPS: 'false' }).approveSignUps).toBe(false);
  });
});

describe('ACADEMY_TIME_ZONE', () => {
  it('takes an IANA zone by its old or its current name, keeps the current one, and refuses anything else by name', () => {
    expect(loadConfig({}).academyTimeZone).toBe('UTC');
    expect(loadConfig({ ACADEMY_TIME_ZONE: 'Europe/Kiev' }).academyTimeZone).toBe('Europe/Kyiv');
    expect(loadConfig({ ACADEMY_TIME_ZONE: 'Asia/Kolkata' }).academyTimeZone).toBe('Asia/Kolkata');
    expect(() => loadConfig({ ACADEMY_TIME_ZONE: 'Lagos' })).toThrow(
      new ConfigError('ACADEMY_TIME_ZONE must be an IANA time zone such as Africa/Lagos, not "Lagos".'),
    );
  });
});

describe('public addresses', () => {
  it('must be https:// in production, where links in mails carry tokens; this machine may use http://', () => {
    const production = { NODE_ENV: 'production' };
    expect(() => loadConfig({ ...production, PUBLIC_APP_URL: 'http://academy.example.org' })).toThrow(
      new ConfigError('PUBLIC_APP_URL must start with https:// in production (NODE_ENV=production), not "http://academy.example.org".'),
    );
    expect(() => loadConfig({ ...production, PUBLIC_API_URL: 'http://api.example.org/' })).toThrow(/^PUBLIC_API_URL must start with https:\/\//);
    expect(loadConfig({ ...production, PUBLIC_APP_URL: 'https://academy.example.org/', PUBLIC_API_URL: 'https://api.example.org' })).toMatchObject({
      publicAppUrl: 'https://academy.example.org',
      publicApiUrl: 'https://api.example.org',
    });
    expect(loadConfig(production)).toMatchObject({ publicAppUrl: 'http://localhost:3000', publicApiUrl: 'http://localhost:4000' });
    expect(loadConfig({ PUBLIC_APP_URL: 'http://academy.example.org' }).publicAppUrl).toBe('http://academy.example.org');
  });
});
