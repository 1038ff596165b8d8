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
