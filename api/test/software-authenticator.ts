// A passkey authenticator in software, for the API's tests: it answers WebAuthn's registration and
// sign-in options the way a browser with a platform authenticator does (attestation "none", an
// ES256 key, user verified), from node:crypto alone. It can also be told to lie: another origin,
// another user handle, another key.
import { createHash, generateKeyPairSync, randomBytes, sign, type KeyObject } from 'node:crypto';

// ---- a little CBOR, only what attestation objects and COSE keys use

function head(major: number, length: number): Buffer {
  if (length < 24) return Buffer.from([(major << 5) | length]);
  if (length < 256) return Buffer.from([(major << 5) | 24, length]);
  const out = Buffer.alloc(3);
  out[0] = (major << 5) | 25;
  out.writeUInt16BE(length, 1);
  return out;
}

type Cbor = number | string | Buffer | Map<number | string, Cbor>;

function cbor(value: Cbor): Buffer {
  if (typeof value === 'number') return value >= 0 ? head(0, value) : head(1, -1 - value);
  if (typeof value === 'string') {
    const bytes = Buffer.from(value, 'utf8');
    return Buffer.concat([head(3, bytes.length), bytes]);
  }
  if (Buffer.isBuffer(value)) return Buffer.concat([head(2, value.length), value]);
  const parts = [head(5, value.size)];
  for (const [key, item] of value) parts.push(cbor(key), cbor(item));
  return Buffer.concat(parts);
}

const sha256 = (data: Buffer | string) => createHash('sha256').update(data).digest();
const b64url = (data: Buffer) => data.toString('base64url');

/** Flags of authenticator data: user present, user verified, attested credential data included. */
const UP = 0x01;
const UV = 0x04;
const AT = 0x40;

interface RegistrationOptions {
  challenge: string;
  rp: { id?: string; name: string };
  user: { id: string; name: string };
}

interface SignInOptions {
  challenge: string;
  rpId?: string;
}

export interface Lie {
  /** The origin the browser would name (default: the authenticator's own). */
  origin?: string;
  /** The user handle it answers (base64url), instead of the stored one. */
  userHandle?: string;
  /** Sign with another key than the registered one. */
  key?: KeyObject;
  /** The challenge it claims (default: the one of the options). */
  challenge?: string;
}

export class SoftwareAuthenticator {
  readonly credentialId = randomBytes(16);
  readonly #keys = generateKeyPairSync('ec', { namedCurve: 'P-256' });
  #counter = 0;
  #userHandle = '';
  #rpId = '';

  constructor(readonly origin: string) {}

  get id(): string {
    return b64url(this.credentialId);
  }

  /** The answer to registration options (`startPasskeyRegistration`), as the browser sends it to `addPasskey`. */
  register(options: RegistrationOptions, lie: Lie = {}) {
    this.#rpId = options.rp.id ?? new URL(this.origin).hostname;
    this.#userHandle = options.user.id;
    const jwk = this.#keys.publicKey.export({ format: 'jwk' });
    const coseKey = new Map<number, Cbor>([
      [1, 2],
      [3, -7],
      [-1, 1],
      [-2, Buffer.from(jwk.x!, 'base64url')],
      [-3, Buffer.from(jwk.y!, 'base64url')],
    ]);
    const idLength = Buffer.alloc(2);
    idLength.writeUInt16BE(this.credentialId.length);
    const authData = Buffer.concat([
      sha256(this.#rpId),
      Buffer.from([UP | UV | AT]),
      this.#counterBytes(),
      Buffer.alloc(16),
      idLength,
      this.credentialId,
      cbor(coseKey),
    ]);
    const attestationObject = cbor(
      new Map<string, Cbor>([
        ['fmt', 'none'],
        ['attStmt', new Map()],
        ['authData', authData],
      ]),
    );
    return {
      id: this.id,
      rawId: this.id,
      type: 'public-key' as const,
      response: {
        clientDataJSON: this.#clientData('webauthn.create', lie.challenge ?? options.challenge, lie.origin),
        attestationObject: b64url(attestationObject),
        transports: ['internal' as const],
      },
      clientExtensionResults: {},
      authenticatorAttachment: 'platform' as const,
    };
  }

  /** The answer to sign-in options (`startPasskeySignIn`), as the browser sends it to `signInWithPasskey`. */
  signIn(options: SignInOptions, lie: Lie = {}) {
    this.#counter += 1;
    const authData = Buffer.concat([sha256(options.rpId ?? this.#rpId), Buffer.from([UP | UV]), this.#counterBytes()]);
    const clientDataJSON = this.#clientData('webauthn.get', lie.challenge ?? options.challenge, lie.origin);
    const signature = sign('sha256', Buffer.concat([authData, sha256(Buffer.from(clientDataJSON, 'base64url'))]), lie.key ?? this.#keys.privateKey);
    return {
      id: this.id,
      rawId: this.id,
      type: 'public-key' as const,
      response: {
        clientDataJSON,
        authenticatorData: b64url(authData),
        signature: b64url(signature),
        userHandle: lie.userHandle ?? this.#userHandle,
      },
      clientExtensionResults: {},
      authenticatorAttachment: 'platform' as const,
    };
  }

  #counterBytes(): Buffer {
    const out = Buffer.alloc(4);
    out.writeUInt32BE(this.#counter);
    return out;
  }

  #clientData(type: string, challenge: string, origin = this.origin): string {
    return b64url(Buffer.from(JSON.stringify({ type, challenge, origin, crossOrigin: false })));
  }
}

/** A key pair of the kind the authenticator uses, to sign with a key nobody registered. */
export function strangerKey(): KeyObject {
  return generateKeyPairSync('ec', { namedCurve: 'P-256' }).privateKey;
}
