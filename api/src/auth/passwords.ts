// Password hashing with Argon2id (node:crypto) at OWASP's minimum (19 MiB, 2 passes, 1 lane: about
// 40 ms of CPU, where scrypt at OWASP's equal strength took 190 ms and held sign-in above 200 ms);
// hashes of the earlier scheme (scrypt) still verify and are replaced at the next sign-in. Then the
// password rules of sign-up, reset, change and invitation accept: a refusal list, then zxcvbn's
// guess estimate (docs/product-decisions.md, Passwords).
import { argon2, randomBytes, scrypt, timingSafeEqual, type ScryptOptions } from 'node:crypto';
import { ZxcvbnFactory } from '@zxcvbn-ts/core';
import { adjacencyGraphs, dictionary } from '@zxcvbn-ts/language-common';
import { COMMON_PASSWORDS, PRODUCT_WORDS } from './common-passwords';
import { HttpError } from '../http/errors';
import { boundedConcurrency, HASHING_BUSY, type HashLane } from './hashing';
import { PASSWORD_LENGTH } from '@academy/contract/rules/limits';
import type { FieldProblem, PasswordWeakness } from '@academy/contract/rules/error-codes';

interface Argon2Cost {
  memoryKiB: number;
  passes: number;
  parallelism: number;
}

/** The cost of new hashes, never below OWASP's Argon2id minimum (docs/product-decisions.md, Passwords). */
const ARGON2_COST: Argon2Cost = { memoryKiB: 19 * 1024, passes: 2, parallelism: 1 };
const KEY_LENGTH = 32;

function deriveArgon2(password: string, salt: Buffer, cost: Argon2Cost): Promise<Buffer> {
  const parameters = {
    message: password.normalize('NFKC'),
    nonce: salt,
    memory: cost.memoryKiB,
    passes: cost.passes,
    parallelism: cost.parallelism,
    tagLength: KEY_LENGTH,
  };
  return new Promise((resolve, reject) => argon2('argon2id', parameters, (error, key) => (error ? reject(error) : resolve(key))));
}

function deriveScrypt(password: string, salt: Buffer, options: ScryptOptions): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    scrypt(password.normalize('NFKC'), salt, KEY_LENGTH, { ...options, maxmem: 256 * 1024 * 1024 }, (error, key) => (error ? reject(error) : resolve(key)));
  });
}

const lanes: Record<HashLane, ReturnType<typeof boundedConcurrency>> = { anonymous: boundedConcurrency(1, 20), account: boundedConcurrency(1, 20) };

/** 503 busy at once when the lane's queue is full, before any work a hash in it would follow. */
export function mustHaveHashingRoom(lane: HashLane): void {
  if (!lanes[lane].hasRoom()) throw new HttpError(503, HASHING_BUSY, 'server_busy');
}

/** `argon2id$memoryKiB$passes$parallelism$salt$key` (base64url), so the cost can be raised later without breaking old hashes. */
export async function hashPassword(password: string, lane: HashLane = 'account'): Promise<string> {
  const salt = randomBytes(16);
  const key = await lanes[lane](() => deriveArgon2(password, salt, ARGON2_COST));
  const { memoryKiB, passes, parallelism } = ARGON2_COST;
  return ['argon2id', memoryKiB, passes, parallelism, salt.toString('base64url'), key.toString('base64url')].join('$');
}

/** The key `stored` (argon2id, or the earlier scrypt) says `password` gives, or null for an unknown scheme. */
function deriveAsStored(password: string, stored: string): Promise<Buffer> | null {
  const [scheme, a, b, c, salt] = stored.split('$');
  if (!salt) return null;
  const saltBytes = Buffer.from(salt, 'base64url');
  if (scheme === 'argon2id') return deriveArgon2(password, saltBytes, { memoryKiB: Number(a), passes: Number(b), parallelism: Number(c) });
  if (scheme === 'scrypt') return deriveScrypt(password, saltBytes, { N: Number(a), r: Number(b), p: Number(c) });
  return null;
}

export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const key = stored.split('$')[5];
  const derived = deriveAsStored(password, stored);
  if (!key || !derived) return false;
  const expected = Buffer.from(key, 'base64url');
  const actual = await derived;
  return actual.length === expected.length && timingSafeEqual(actual, expected);
}

/** Whether `stored` is of an earlier scheme or cost than new hashes: the next sign-in replaces it. */
export function hashIsOutdated(stored: string): boolean {
  const { memoryKiB, passes, parallelism } = ARGON2_COST;
  return stored.split('$').slice(0, 4).join('$') !== ['argon2id', memoryKiB, passes, parallelism].join('$');
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
  const joined = lower.replace(/[\s._-]+/g, '');
  return (
    [lower, joined].some((form) => {
      const core = guessableCore(form);
      return COMMON_PASSWORDS.has(form) || (core.length >= 4 && COMMON_PASSWORDS.has(core));
    }) || /^(.)\1+$/.test(lower)
  );
}

/** zxcvbn's score (0-4) a new password needs: 3 is "safely unguessable", about 10^8 guesses or more. */
const MINIMUM_PASSWORD_SCORE = 3;
/**
 * What one built on the person's own words needs (4, about 10^10): a guesser who targets them tries
 * their name and birthday first, whatever the estimate makes of the rest.
 */
const MINIMUM_SCORE_ON_USER_INPUTS = 4;

// Built on first use (about 60 ms: it indexes the 30,000-word dictionaries).
let zxcvbn: ZxcvbnFactory | null = null;

/** Who sets the password, as far as the route knows them: the words a guesser who knows them tries first. */
export interface PasswordOwner {
  email?: string;
  name?: string;
  /** YYYY-MM-DD */
  birthday?: string | null;
}

const NAME_JOINERS = ['', '-', '_', '.', ' '];

/** Every part of a name, and every two of them and the whole name joined as people join them. */
function nameInputs(name: string): string[] {
  const parts = name
    .toLowerCase()
    .split(/[^\p{L}\p{N}]+/u)
    .filter(Boolean);
  const pairs = parts.flatMap((first, i) => parts.filter((_, j) => j !== i).map((second) => [first, second]));
  return [...parts, ...[parts, ...pairs].flatMap((words) => NAME_JOINERS.map((joiner) => words.join(joiner)))];
}

/** A birthday as people write it into passwords: the year, and the date in its usual orders. */
function birthdayInputs(birthday: string | null | undefined): string[] {
  const [year, month, day] = birthday?.split('-') ?? [];
  if (!year || !month || !day) return [];
  const yy = year.slice(2);
  return [
    year,
    `${year}${month}${day}`,
    `${day}${month}${year}`,
    `${month}${day}${year}`,
    `${day}${month}${yy}`,
    `${month}${day}${yy}`,
    `${day}${month}`,
    `${month}${day}`,
    birthday!,
  ];
}

/** The words a guesser tries first for this person: the name and its joins, the e-mail address and its parts, the birthday, the product's words. */
function userInputs(owner: PasswordOwner): string[] {
  const email = owner.email?.toLowerCase() ?? '';
  const pieces = [email, ...email.split(/[^\p{L}\p{N}]+/u), ...nameInputs(owner.name ?? ''), ...birthdayInputs(owner.birthday)];
  return [...new Set([...pieces.filter(Boolean), ...PRODUCT_WORDS])];
}

// zxcvbn's warnings, as the reasons a user reads under the field (http/field-problems.ts).
const WEAKNESS: Record<string, PasswordWeakness> = {
  userInputs: 'personal',
  similarToCommon: 'near_common',
  topTen: 'common',
  topHundred: 'common',
  common: 'common',
  sequences: 'sequence',
  straightRow: 'keyboard_row',
  keyPattern: 'keyboard_pattern',
  simpleRepeat: 'repeat',
  extendedRepeat: 'repeated_words',
  dates: 'date',
  recentYears: 'recent_year',
};

function weakness(password: string, owner: PasswordOwner): FieldProblem | null {
  // The estimate's cost grows fast with length (about 0.5 s of CPU for 128 mixed characters), and it
  // runs on the event loop: it reads the first 32 characters, more than any password it refuses needs.
  zxcvbn ??= new ZxcvbnFactory({ dictionary, graphs: adjacencyGraphs, maxLength: 32 });
  const result = zxcvbn.check(password, userInputs(owner));
  const onUserInputs = result.sequence.some((match) => match.pattern === 'dictionary' && match.dictionaryName === 'userInputs');
  if (result.score >= (onUserInputs ? MINIMUM_SCORE_ON_USER_INPUTS : MINIMUM_PASSWORD_SCORE)) return null;
  return { code: 'password_weak', params: { why: WEAKNESS[onUserInputs ? 'userInputs' : (result.feedback.warning ?? '')] ?? 'guessable' } };
}

/** What is wrong with a new password, as problems of the `password` field; empty when acceptable. */
export function passwordProblems(password: string, owner: PasswordOwner = {}): FieldProblem[] {
  const length = [...password].length;
  if (length < PASSWORD_LENGTH.min) return [{ code: 'too_short', params: { minimum: PASSWORD_LENGTH.min } }];
  if (length > PASSWORD_LENGTH.max) return [{ code: 'too_long', params: { maximum: PASSWORD_LENGTH.max } }];
  const lower = password.toLowerCase();
  if (isCommon(lower)) return [{ code: 'password_common' }];
  const weak = weakness(password, owner);
  return weak ? [weak] : [];
}
