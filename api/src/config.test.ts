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

describe('identity providers (OIDC_*)', () => {
  const google = { OIDC_ISSUER: 'https://accounts.google.com', OIDC_CLIENT_ID: 'id-1', OIDC_CLIENT_SECRET: 'secret-1', OIDC_LABEL: 'Google' };
  const entra = {
    OIDC_2_ISSUER: 'https://login.microsoftonline.com/tenant/v2.0',
    OIDC_2_CLIENT_ID: 'id-2',
    OIDC_2_CLIENT_SECRET: 'secret-2',
    OIDC_2_LABEL: 'Microsoft',
  };

  it('none without OIDC_ISSUER', () => {
    expect(loadConfig({}).oidcProviders).toEqual([]);
  });

  it('reads the unnumbered provider as 1 and OIDC_<n>_* after it, in order of n', () => {
    const third = { OIDC_10_ISSUER: 'https://idp.example.org/', OIDC_10_CLIENT_ID: 'id-10', OIDC_10_CLIENT_SECRET: 's', OIDC_10_LABEL: 'Other' };
    const providers = loadConfig({ ...third, ...entra, ...google }).oidcProviders;
    expect(providers.map((p) => [p.id, p.label, p.issuer])).toEqual([
      ['1', 'Google', 'https://accounts.google.com'],
      ['2', 'Microsoft', 'https://login.microsoftonline.com/tenant/v2.0'],
      ['10', 'Other', 'https://idp.example.org'],
    ]);
    expect(providers[0]).toMatchObject({ clientId: 'id-1', clientSecret: 'secret-1' });
  });

  it('refuses a provider without its client, secret or label, and an http:// issuer off this machine or in production', () => {
    expect(() => loadConfig({ ...google, OIDC_CLIENT_SECRET: '' })).toThrow(new ConfigError('OIDC_ISSUER is set: OIDC_CLIENT_SECRET must be set too.'));
    expect(() => loadConfig({ ...entra, OIDC_2_LABEL: '' })).toThrow(/OIDC_2_LABEL must be set too/);
    expect(() => loadConfig({ ...google, OIDC_ISSUER: 'http://accounts.example.org' })).toThrow(/^OIDC_ISSUER must start with https:\/\//);
    expect(loadConfig({ ...google, OIDC_ISSUER: 'http://127.0.0.1:9000' }).oidcProviders[0]!.issuer).toBe('http://127.0.0.1:9000');
    expect(() =>
      loadConfig({
        ...google,
        OIDC_ISSUER: 'http://127.0.0.1:9000',
        NODE_ENV: 'production',
        PUBLIC_APP_URL: 'https://academy.example.org',
        PUBLIC_API_URL: 'https://api.academy.example.org',
      }),
    ).toThrow(/in production/);
  });
});
