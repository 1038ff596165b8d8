// Passkeys (WebAuthn) and the academy's settings about how staff sign in: the calls and their shapes.
// The ceremonies' options and the browser's answers are WebAuthn's JSON forms (as SimpleWebAuthn
// reads and writes them); they are checked in depth by the API's verification, here only in shape.
import { Type, type Static } from '@sinclair/typebox';
import { TEXT_LIMITS } from '@academy/contract/rules/limits';
import { IdParams, NO_CONTROLS, NoContent } from '@academy/contract/schemas/common';
import { CurrentPassword, SignedIn } from '@academy/contract/schemas/accounts';
import { endpoint } from '@academy/contract/endpoint';

const Base64Url = (maxLength: number) => Type.String({ minLength: 1, maxLength, pattern: '^[A-Za-z0-9_-]+={0,2}$' });

/** How a browser reaches an authenticator (WebAuthn's AuthenticatorTransport: 'internal', 'hybrid', 'usb'...; new ones come). */
/** How the browser reaches the authenticator ('usb', 'internal', 'hybrid'...): a lowercase word, any future one included. */
const Transport = Type.String({ minLength: 1, maxLength: 40, pattern: '^[a-z][a-z0-9-]*$' });

/** The browser's answer to a ceremony (`PublicKeyCredential.toJSON()`, SimpleWebAuthn's `startRegistration`/`startAuthentication`). */
const Credential = <R extends ReturnType<typeof Type.Object>>(response: R) =>
  Type.Object({
    id: Base64Url(1400),
    rawId: Base64Url(1400),
    type: Type.Literal('public-key'),
    response,
    clientExtensionResults: Type.Object({}, { additionalProperties: true }),
    authenticatorAttachment: Type.Optional(Type.Union([Type.Literal('platform'), Type.Literal('cross-platform')])),
  });

export const RegistrationCredential = Credential(
  Type.Object(
    {
      clientDataJSON: Base64Url(10_000),
      attestationObject: Base64Url(100_000),
      authenticatorData: Type.Optional(Base64Url(100_000)),
      transports: Type.Optional(Type.Array(Transport, { maxItems: 10 })),
      publicKeyAlgorithm: Type.Optional(Type.Integer()),
      publicKey: Type.Optional(Base64Url(10_000)),
    },
    { additionalProperties: false },
  ),
);

export const AuthenticationCredential = Credential(
  Type.Object(
    {
      clientDataJSON: Base64Url(10_000),
      authenticatorData: Base64Url(100_000),
      signature: Base64Url(10_000),
      userHandle: Type.Optional(Base64Url(200)),
    },
    { additionalProperties: false },
  ),
);

/** The options to hand to the browser's WebAuthn call as they are (`optionsJSON` of SimpleWebAuthn's browser calls). */
const CeremonyOptions = Type.Object(
  { options: Type.Object({}, { additionalProperties: true, description: 'PublicKeyCredentialCreationOptionsJSON or PublicKeyCredentialRequestOptionsJSON' }) },
  { title: 'PasskeyCeremony' },
);

/** Asked before a passkey is added or removed, unless the session signed in moments ago. */
const PasswordAgain = Type.Object(
  { current_password: Type.Optional(CurrentPassword) },
  { additionalProperties: false, description: 'current_password: needed unless the session signed in within FRESH_SIGN_IN_MINUTES' },
);

export const Passkey = Type.Object(
  {
    id: Type.Integer(),
    name: Type.String(),
    created_at: Type.String({ format: 'date-time' }),
    last_used_at: Type.Union([Type.String({ format: 'date-time' }), Type.Null()], { description: 'null until it signs in once' }),
  },
  { title: 'Passkey' },
);
export type Passkey = Static<typeof Passkey>;

export const NewPasskeyBody = Type.Object(
  { name: Type.String({ minLength: 1, maxLength: TEXT_LIMITS.passkeyName, ...NO_CONTROLS }), credential: RegistrationCredential },
  { additionalProperties: false },
);

export const PasskeySignInBody = Type.Object(
  {
    credential: AuthenticationCredential,
    remember_me: Type.Optional(Type.Boolean({ description: 'Keep the session without an idle timeout (7 days).' })),
    locale: Type.Optional(Type.String({ maxLength: 35 })),
  },
  { additionalProperties: false },
);

export const AcademySettings = Type.Object(
  {
    staff_passkey_required: Type.Boolean({
      description: 'facilitators and administrators signed in with a password alone must add a passkey before the desk answers them',
    }),
  },
  { additionalProperties: false, title: 'AcademySettings' },
);
export type AcademySettings = Static<typeof AcademySettings>;

const ADMIN = ['admin'] as const;

export const PASSKEY_ENDPOINTS = {
  listPasskeys: endpoint({ method: 'GET', path: '/passkeys', access: 'signed-in', response: { 200: Type.Array(Passkey) } }),
  startPasskeyRegistration: endpoint({
    method: 'POST',
    path: '/passkeys/registration',
    access: 'signed-in',
    body: PasswordAgain,
    response: { 200: CeremonyOptions },
    errors: [429],
  }),
  addPasskey: endpoint({ method: 'POST', path: '/passkeys', access: 'signed-in', body: NewPasskeyBody, response: { 201: Passkey }, errors: [409] }),
  removePasskey: endpoint({
    method: 'DELETE',
    path: '/passkeys/:id',
    access: 'signed-in',
    params: IdParams,
    body: PasswordAgain,
    response: { 204: NoContent },
    errors: [404, 429],
  }),
  startPasskeySignIn: endpoint({ method: 'POST', path: '/passkeys/sign_in_options', access: 'public', response: { 200: CeremonyOptions }, errors: [429] }),
  signInWithPasskey: endpoint({
    method: 'POST',
    path: '/passkeys/sign_in',
    access: 'public',
    body: PasskeySignInBody,
    response: { 200: SignedIn },
    errors: [401, 403, 429],
  }),
  getAcademySettings: endpoint({ method: 'GET', path: '/admin/settings', access: ADMIN, response: { 200: AcademySettings } }),
  saveAcademySettings: endpoint({ method: 'PUT', path: '/admin/settings', access: ADMIN, body: AcademySettings, response: { 200: AcademySettings } }),
};
