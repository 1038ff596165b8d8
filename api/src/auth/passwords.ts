// Password hashing with scrypt (node:crypto) at OWASP's parameters (N=2^14, r=8, p=5: 16 MiB,
// about 0.2 s on this machine), and the password rules of sign-up, reset and change.
import { randomBytes, scrypt, timingSafeEqual, type ScryptOptions } from 'node:crypto';
import { COMMON_PASSWORDS } from './common-passwords';
import { boundedConcurrency, type HashLane } from './hashing';
import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from '@academy/shared/contract/accounts';

const COST = { N: 2 ** 14, r: 8, p: 5 } as const;
const KEY_LENGTH = 32;

function derive(password: string, salt: Buffer, options: ScryptOptions): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    scrypt(password.normalize('NFKC'), salt, KEY_LENGTH, { ...options, maxmem: 256 * 1024 * 1024 }, (error, key) => (error ? reject(error) : resolve(key)));
  });
}

/** `scrypt$N$r$p$salt$key` (base64url), so the cost can be raised later without breaking old hashes. */
const lanes: Record<HashLane, ReturnType<typeof boundedConcurrency>> = { anonymous: boundedConcurrency(1, 20), account: boundedConcurrency(1, 20) };

export async function hashPassword(password: string, lane: HashLane = 'account'): Promise<string> {
  const salt = randomBytes(16);
  const key = await lanes[lane](() => derive(password, salt, COST));
  return ['scrypt', COST.N, COST.r, COST.p, salt.toString('base64url'), key.toString('base64url')].join('$');
}

export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const [scheme, n, r, p, salt, key] = stored.split('$');
  if (scheme !== 'scrypt' || !salt || !key) return false;
  const expected = Buffer.from(key, 'base64url');
  const actual = await derive(password, Buffer.from(salt, 'base64url'), { N: Number(n), r: Number(r), p: Number(p) });
  return actual.length === expected.length && timingSafeEqual(actual, expected);
}

/** A stored hash of a random password: verifying against it costs the same as a real one. */
let decoyHash: Promise<string> | null = null;
export function decoyPasswordHash(): Promise<string> {
  decoyHash ??= hashPassword(randomBytes(18).toString('base64url'));
  return decoyHash;
}

const LEET: Record<string, string> = { '0': 'o', '1': 'i', '3': 'e', '4': 'a', '5': 's', '7': 't', '@': 'a', $: 's', '!': 'i' };

/** 'Passw0rd!' -> 'password', 'football1' -> 'football': the word a guesser tries first. */
function guessableCore(lower: string): string {
  const withoutSuffix = lower.replace(/[^a-z]+$/, '');
  return withoutSuffix.replace(/[013457@$!]/g, (c) => LEET[c]!);
}

function isCommon(lower: string): boolean {
  const core = guessableCore(lower);
  return COMMON_PASSWORDS.has(lower) || (core.length >= 4 && COMMON_PASSWORDS.has(core)) || /^(.)\1+$/.test(lower);
}

/** The parts of a name or e-mail address long enough to be guessed from it. */
function personalWords(account: { email?: string; name?: string }): string[] {
  const local = account.email?.toLowerCase().split('@')[0] ?? '';
  const words = [local, ...local.split(/[^\p{L}\p{N}]+/u), ...(account.name?.toLowerCase().split(/[^\p{L}\p{N}]+/u) ?? [])];
  return words.filter((word) => [...word].length >= 3);
}

/** What is wrong with a new password, as messages for the `password` field; empty when acceptable. */
export function passwordProblems(password: string, account: { email?: string; name?: string } = {}): string[] {
  const length = [...password].length;
  if (length < PASSWORD_MIN_LENGTH) return [`is too short (minimum is ${PASSWORD_MIN_LENGTH} characters)`];
  if (length > PASSWORD_MAX_LENGTH) return [`is too long (maximum is ${PASSWORD_MAX_LENGTH} characters)`];
  const lower = password.toLowerCase();
  if (isCommon(lower)) return ['is one of the most common passwords; choose a less guessable one'];
  if (personalWords(account).some((word) => lower.includes(word))) return ['must not contain your name or e-mail address'];
  return [];
}
