// A real OpenID Connect provider on this machine for the sign-in tests (panva's oidc-provider, its
// development login page): `node oidc-provider.mjs`, with REDIRECT_URIS (comma-separated) and
// optionally CLIENT_ID, CLIENT_SECRET and PORT. It prints one line of JSON ({"issuer": ...}) once
// it listens. The login name typed on its page is the person: an e-mail address the provider says
// is verified, or `unverified:<address>` for one it says is not; `name:<Name>|<address>` gives a name.
import http from 'node:http';
import Provider from 'oidc-provider';

const CLIENT_ID = process.env.CLIENT_ID || 'academy';
const CLIENT_SECRET = process.env.CLIENT_SECRET || 'academy-test-secret';
const SCOPE = 'openid email profile';

/** The claims of a login name (see the top of this file). */
function claimsOf(accountId) {
  let rest = accountId;
  let name = 'Provider Person';
  let verified = true;
  if (rest.startsWith('unverified:')) {
    verified = false;
    rest = rest.slice('unverified:'.length);
  }
  if (rest.startsWith('name:')) {
    [name, rest] = rest.slice('name:'.length).split('|');
  }
  return { sub: accountId, email: rest, email_verified: verified, name };
}

const server = http.createServer();
await new Promise((resolve) => server.listen(Number(process.env.PORT || 0), '127.0.0.1', resolve));
const issuer = `http://127.0.0.1:${server.address().port}`;

const provider = new Provider(issuer, {
  clients: [
    {
      client_id: CLIENT_ID,
      client_secret: CLIENT_SECRET,
      redirect_uris: (process.env.REDIRECT_URIS || '').split(',').filter(Boolean),
      token_endpoint_auth_method: 'client_secret_basic',
      grant_types: ['authorization_code'],
      response_types: ['code'],
    },
  ],
  claims: { openid: ['sub'], email: ['email', 'email_verified'], profile: ['name'] },
  // the claims of the scopes in the ID token itself, as Google and Entra send them
  conformIdTokenClaims: false,
  pkce: { required: () => true },
  features: { devInteractions: { enabled: true } },
  cookies: { keys: ['local-provider-test-key'] },
  findAccount: async (_ctx, id) => ({ accountId: id, claims: async () => claimsOf(id) }),
  // the academy is a first-party client: no consent screen after the login page
  async loadExistingGrant(ctx) {
    const grantId = ctx.oidc.result?.consent?.grantId || ctx.oidc.session.grantIdFor(ctx.oidc.client.clientId);
    if (grantId) return ctx.oidc.provider.Grant.find(grantId);
    const grant = new ctx.oidc.provider.Grant({ clientId: ctx.oidc.client.clientId, accountId: ctx.oidc.session.accountId });
    grant.addOIDCScope(SCOPE);
    grant.addOIDCClaims(['email', 'email_verified', 'name']);
    await grant.save();
    return grant;
  },
});
provider.proxy = false;
server.on('request', provider.callback());
process.stdout.write(`${JSON.stringify({ issuer, clientId: CLIENT_ID, clientSecret: CLIENT_SECRET })}\n`);
process.on('SIGTERM', () => server.close(() => process.exit(0)));
