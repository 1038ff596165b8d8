// Sign-in through the academy's identity provider (OpenID Connect) and the one-time sign-in codes
// a redirect hands the browser instead of a session token (docs/operations.md, "Single sign-on").
import { Type, type Static } from '@sinclair/typebox';
import { endpoint } from '@academy/contract/endpoint';
import { LocaleCode, User } from '@academy/contract/schemas/accounts';

export const SignInProvider = Type.Object(
  {
    id: Type.String({ description: 'Names the provider to GET /auth/oidc/start.' }),
    label: Type.String({ description: 'The button reads "Sign in with {label}".' }),
  },
  { title: 'SignInProvider' },
);
export type SignInProvider = Static<typeof SignInProvider>;

const Redirect = Type.Null({ description: 'A redirect (Location)' });

export const SignInCodeBody = Type.Object(
  { code: Type.String({ minLength: 1, maxLength: 100, pattern: '^[A-Za-z0-9_-]+$' }) },
  { additionalProperties: false },
);

/** The answer to a session code: as sign_in's, and whether "Remember me" was ticked when the sign-in started. */
export const CodeSignedIn = Type.Object(
  {
    token: Type.String(),
    user: User,
    remember_me: Type.Boolean({ description: 'Remember me was ticked: the session has no idle timeout, and the page keeps its copy.' }),
  },
  { title: 'CodeSignedIn' },
);
export type CodeSignedIn = Static<typeof CodeSignedIn>;

/** The answer to a code of a provider's e-mail without an account while sign-up is open: the form starts with these. */
export const SignUpStart = Type.Object(
  { sign_up: Type.Object({ name: Type.String(), email: Type.String() }) },
  { title: 'SignUpStart', description: 'No account has this verified e-mail address: sign-up continues with it.' },
);
export type SignUpStart = Static<typeof SignUpStart>;

export const SINGLE_SIGN_ON_ENDPOINTS = {
  listSignInProviders: endpoint({
    method: 'GET',
    path: '/auth/oidc/providers',
    access: 'public',
    response: { 200: Type.Array(SignInProvider) },
  }),
  startProviderSignIn: endpoint({
    method: 'GET',
    path: '/auth/oidc/start',
    access: 'public',
    query: Type.Object({
      provider: Type.String({ maxLength: 20, description: 'The id of the provider, as GET /auth/oidc/providers lists it.' }),
      remember_me: Type.Optional(Type.Boolean({ description: 'Remember me was ticked on the login page: the session will have no idle timeout.' })),
      locale: Type.Optional(
        Type.Union([LocaleCode], { description: "The login page's language: the browser comes back to the login page in it (English when left out)." }),
      ),
    }),
    response: { 302: Redirect },
    errors: [404, 429],
  }),
  finishProviderSignIn: endpoint({
    method: 'GET',
    path: '/auth/oidc/callback',
    access: 'public',
    query: Type.Object(
      {
        state: Type.Optional(Type.String({ maxLength: 2000, description: 'The state the sign-in was started with, sent back by the provider.' })),
        code: Type.Optional(Type.String({ maxLength: 4000, description: "The provider's authorization code." })),
        error: Type.Optional(Type.String({ maxLength: 2000, description: 'Why the provider did not sign the person in (then no code).' })),
      },
      { additionalProperties: true },
    ),
    response: { 302: Redirect },
  }),
  redeemSignInCode: endpoint({
    method: 'POST',
    path: '/auth/sign_in_code',
    access: 'public',
    body: SignInCodeBody,
    response: { 200: Type.Union([CodeSignedIn, SignUpStart]) },
    errors: [429],
  }),
};
