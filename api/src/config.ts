// The server's configuration, read from the environment once and checked before anything starts.
import path from 'node:path';
import { parseSentryDsn } from './client-errors/sentry';
import { isEmailAddress } from '@academy/contract/rules/email-address';
import { ianaZoneName, isTimeZone } from './lib/time-zones';
import { ACADEMY_NAME } from '@academy/contract/rules/brand';
import { JOIN_OPENS_MINUTES_BEFORE } from '@academy/contract/rules/join-window';

export type LogLevel = 'fatal' | 'error' | 'warn' | 'info' | 'debug' | 'trace' | 'silent';

const DATABASE_POOLERS = ['none', 'transaction'] as const;
export type DatabasePooler = (typeof DATABASE_POOLERS)[number];

/** Each instance's PostgreSQL connections when DATABASE_POOL_SIZE is not set. */
export const DEFAULT_DATABASE_POOL_SIZE = 10;

export interface Config {
  port: number;
  /** The address to listen on: this machine only (127.0.0.1) unless told otherwise. */
  host: string;
  /** Embedded database files, mail outbox. */
  dataDir: string;
  /** PostgreSQL connection string; without it the embedded PGlite under dataDir is used. */
  databaseUrl: string | null;
  /** The embedded database's buffer cache (shared_buffers) in MB: PGlite clears it at every start. */
  embeddedDbBufferMb: number;
  /** PostgreSQL schema to use (search_path), default public. */
  databaseSchema: string;
  /** How many PostgreSQL connections each instance's pool holds at most. */
  databasePoolSize: number;
  /**
   * 'transaction': DATABASE_URL reaches PostgreSQL through a pooler in transaction mode (PgBouncer),
   * where a connection is a different server session at each transaction: no named prepared
   * statements and no session settings are sent; the database role's own settings must hold them.
   */
  databasePooler: DatabasePooler;
  smtpUrl: string | null;
  mailFrom: string;
  academyContactEmail: string;
  /** Front end's public address: reset links are built from it, never from the request. */
  publicAppUrl: string;
  /** The API's public address (without /api/v1): calendar feed and unsubscribe links are built from it. */
  publicApiUrl: string;
  corsOrigins: string[];
  academyTimeZone: string;
  allowFacilitatorSignup: boolean;
  /** Self sign-up at /JJRSFCLA (default on); off: people join by invitation only. */
  signUpOpen: boolean;
  /** Self-signed-up students wait for an administrator's approval before they see their cohort (default on; the demo turns it off). */
  approveSignUps: boolean;
  redisUrl: string | null;
  logLevel: LogLevel;
  /** Behind a load balancer: trust X-Forwarded-For (true, or the proxies' addresses/CIDRs). */
  trustProxy: boolean | string[];
  /** Load the demo data into an empty embedded database at start (the demo only: `npm start` sets it). */
  seedDemoData: boolean;
  /** How often the notice worker looks for due notices; 0 turns the timer off. */
  noticePollMs: number;
  /** How many minutes before a live class starts a student may join it (JOIN_OPENS_MINUTES_BEFORE). */
  joinOpensMinutesBefore: number;
  /** How long a claimed notice stays with the instance that claimed it before another may retry it. */
  noticeLeaseSeconds: number;
  /** A Sentry-compatible DSN that browser error reports are forwarded to; null: only logged. */
  sentryDsn: string | null;
  /** GET /ready fails once a due notice has waited this long unclaimed (the notice workers are behind or stopped). */
  readyNoticeLagSeconds: number;
  /**
   * After SIGTERM or SIGINT, how long the instance keeps answering while GET /ready says it stops,
   * so that a load balancer's health checks take it out before it closes (0: it closes at once).
   */
  shutdownDrainSeconds: number;
  /** NODE_ENV=production: the API refuses to start while demo accounts exist, unless seedDemoData. */
  production: boolean;
  /** A session unused this long ends, unless signed in with "Remember me". */
  sessionIdleTimeoutSeconds: number;
  /**
   * A fixed "today" (YYYY-MM-DD) for the whole API instead of the calendar's: demo data dates, locks,
   * progress, today's classes. For demos and tests whose screens must not change with the date.
   */
  fixedToday: string | null;
  /** The identity providers people may sign in through (OpenID Connect), in the order of their buttons; empty: none. */
  oidcProviders: OidcProviderSettings[];
}

/** One identity provider: `OIDC_ISSUER`, `OIDC_CLIENT_ID`, `OIDC_CLIENT_SECRET`, `OIDC_LABEL`; more as `OIDC_2_ISSUER`... */
export interface OidcProviderSettings {
  /** '1' for the unnumbered variables, else the number of `OIDC_<n>_*` */
  id: string;
  issuer: string;
  clientId: string;
  clientSecret: string;
  /** the button reads "Sign in with {label}" */
  label: string;
}

export class ConfigError extends Error {}

/** An address only this machine reaches (HOST). */
export function isLoopback(host: string): boolean {
  return host === 'localhost' || host === '::1' || /^127(\.\d{1,3}){3}$/.test(host);
}

type Env = Record<string, string | undefined>;

const LOG_LEVELS: LogLevel[] = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'];

function text(env: Env, name: string): string | null {
  const value = env[name]?.trim();
  return value ? value : null;
}

function bool(env: Env, name: string, fallback: boolean): boolean {
  const value = text(env, name);
  if (value === null) return fallback;
  if (/^(1|true|yes|on)$/i.test(value)) return true;
  if (/^(0|false|no|off)$/i.test(value)) return false;
  throw new ConfigError(`${name} must be true or false, not "${value}".`);
}

function url(env: Env, name: string, fallback: string | null, protocols: string[]): string | null {
  const value = text(env, name) ?? fallback;
  if (value === null) return null;
  let parsed: URL;
  try {
    parsed = new URL(value);
  } catch {
    throw new ConfigError(`${name} must be a URL, not "${value}".`);
  }
  if (!protocols.includes(parsed.protocol)) {
    throw new ConfigError(`${name} must start with ${protocols.join(' or ')}.`);
  }
  return value;
}

/**
 * An address the academy's people open (links in mails, the calendar feed): https:// in
 * production, where a plain http one would send their tokens in the clear; http:// only for this
 * machine (a demo, a test).
 */
function publicUrl(env: Env, name: string, fallback: string, production: boolean): string {
  const value = (url(env, name, fallback, ['http:', 'https:']) as string).replace(/\/$/, '');
  const { protocol, hostname } = new URL(value);
  if (production && protocol === 'http:' && !isLoopback(hostname.replace(/^\[|\]$/g, ''))) {
    throw new ConfigError(`${name} must start with https:// in production (NODE_ENV=production), not "${value}".`);
  }
  return value;
}

function email(env: Env, name: string, fallback: string): string {
  const value = text(env, name) ?? fallback;
  // MAIL_FROM may be written as `Name <address>`.
  const address = /<([^>]+)>\s*$/.exec(value)?.[1] ?? value;
  if (!isEmailAddress(address)) throw new ConfigError(`${name} must be an e-mail address, not "${value}".`);
  return value;
}

function trustProxy(env: Env): boolean | string[] {
  const value = text(env, 'TRUST_PROXY');
  if (value !== null && /[.:]/.test(value))
    return value
      .split(',')
      .map((item) => item.trim())
      .filter(Boolean);
  return bool(env, 'TRUST_PROXY', false);
}

/** A whole number of at least `min` (0 or 1), else a ConfigError naming the setting. */
function whole(env: Env, name: string, fallback: number, min: 0 | 1 = 0): number {
  const value = text(env, name);
  if (value === null) return fallback;
  const number = Number(value);
  if (!/^[0-9]{1,9}$/.test(value) || number < min) {
    throw new ConfigError(`${name} must be a whole number${min === 1 ? ' above 0' : ''}, not "${value}".`);
  }
  return number;
}

export function loadConfig(env: Env = process.env): Config {
  const portText = text(env, 'PORT') ?? '4000';
  const port = Number(portText);
  if (!Number.isInteger(port) || port < 0 || port > 65535) {
    throw new ConfigError(`PORT must be a port number, not "${portText}".`);
  }

  const timeZone = text(env, 'ACADEMY_TIME_ZONE') ?? 'UTC';
  if (!isTimeZone(timeZone)) throw new ConfigError(`ACADEMY_TIME_ZONE must be an IANA time zone such as Africa/Lagos, not "${timeZone}".`);

  const fixedToday = text(env, 'ACADEMY_FIXED_TODAY') ?? null;
  if (fixedToday !== null && !/^\d{4}-\d{2}-\d{2}$/.test(fixedToday)) {
    throw new ConfigError(`ACADEMY_FIXED_TODAY must be a date such as 2026-03-16, not "${fixedToday}".`);
  }

  const logLevel = (text(env, 'LOG_LEVEL') ?? 'info') as LogLevel;
  if (!LOG_LEVELS.includes(logLevel)) {
    throw new ConfigError(`LOG_LEVEL must be one of ${LOG_LEVELS.join(', ')}.`);
  }

  const schema = text(env, 'DATABASE_SCHEMA') ?? 'public';
  if (!/^[a-z_][a-z0-9_]{0,62}$/.test(schema)) {
    throw new ConfigError('DATABASE_SCHEMA must be a lower-case SQL identifier.');
  }

  const pooler = (text(env, 'DATABASE_POOLER') ?? 'none') as DatabasePooler;
  if (!DATABASE_POOLERS.includes(pooler)) {
    throw new ConfigError(`DATABASE_POOLER must be none, or transaction for a pooler in transaction mode such as PgBouncer, not "${pooler}".`);
  }

  const corsOrigins = (text(env, 'CORS_ORIGINS') ?? 'http://localhost:3000,http://localhost:3001,http://localhost:3002,http://localhost:3003')
    .split(',')
    .map((origin) => origin.trim().replace(/\/$/, ''))
    .filter(Boolean);
  for (const origin of corsOrigins) {
    if (!/^https?:\/\/[^/\s]+$/.test(origin)) {
      throw new ConfigError(`CORS_ORIGINS holds "${origin}", which is not an origin such as https://academy.example.org.`);
    }
  }

  const production = text(env, 'NODE_ENV') === 'production';
  const oidcProviders = oidcProviderSettings(env, production);

  const sentryDsn = url(env, 'SENTRY_DSN', null, ['http:', 'https:']);
  if (sentryDsn !== null && !parseSentryDsn(sentryDsn)) {
    throw new ConfigError('SENTRY_DSN must be a DSN such as https://PUBLIC_KEY@sentry.example.org/42.');
  }

  return {
    port,
    host: text(env, 'HOST') ?? '127.0.0.1',
    dataDir: path.resolve(text(env, 'DATA_DIR') ?? './data'),
    databaseUrl: url(env, 'DATABASE_URL', null, ['postgres:', 'postgresql:']),
    // PostgreSQL's own default
    embeddedDbBufferMb: whole(env, 'EMBEDDED_DB_BUFFER_MB', 128, 1),
    databaseSchema: schema,
    databasePoolSize: whole(env, 'DATABASE_POOL_SIZE', DEFAULT_DATABASE_POOL_SIZE, 1),
    databasePooler: pooler,
    smtpUrl: url(env, 'SMTP_URL', null, ['smtp:', 'smtps:']),
    mailFrom: email(env, 'MAIL_FROM', `${ACADEMY_NAME} <no-reply@academy.example.org>`),
    academyContactEmail: email(env, 'ACADEMY_CONTACT_EMAIL', 'academy@example.org'),
    publicAppUrl: publicUrl(env, 'PUBLIC_APP_URL', 'http://localhost:3000', production),
    publicApiUrl: publicUrl(env, 'PUBLIC_API_URL', 'http://localhost:4000', production),
    corsOrigins,
    academyTimeZone: ianaZoneName(timeZone),
    allowFacilitatorSignup: bool(env, 'ALLOW_FACILITATOR_SIGNUP', false),
    signUpOpen: bool(env, 'SIGN_UP_OPEN', true),
    // closed by default: a deployment opens self sign-up to its cohorts on purpose (the demo does)
    approveSignUps: bool(env, 'APPROVE_SIGN_UPS', true),
    redisUrl: url(env, 'REDIS_URL', null, ['redis:', 'rediss:']),
    logLevel,
    trustProxy: trustProxy(env),
    seedDemoData: bool(env, 'SEED_DEMO_DATA', false),
    production,
    sessionIdleTimeoutSeconds: whole(env, 'SESSION_IDLE_TIMEOUT_MINUTES', 24 * 60, 1) * 60,
    noticePollMs: whole(env, 'NOTICE_POLL_MS', 2000),
    joinOpensMinutesBefore: whole(env, 'JOIN_OPENS_MINUTES_BEFORE', JOIN_OPENS_MINUTES_BEFORE),
    noticeLeaseSeconds: whole(env, 'NOTICE_LEASE_SECONDS', 300, 1),
    sentryDsn,
    readyNoticeLagSeconds: whole(env, 'READY_NOTICE_LAG_SECONDS', 300, 1),
    shutdownDrainSeconds: whole(env, 'SHUTDOWN_DRAIN_SECONDS', 0),
    fixedToday,
    oidcProviders,
  };
}

/**
 * The providers of `OIDC_ISSUER`... (id '1') and of `OIDC_<n>_ISSUER`... (id n, n from 2), in that
 * order. A provider named by its issuer needs its client id, secret and label; the issuer is https://
 * except on this machine (a local provider for tests and demos).
 */
function oidcProviderSettings(env: Env, production: boolean): OidcProviderSettings[] {
  const numbers = Object.keys(env)
    .map((name) => /^OIDC_([1-9]\d?)_ISSUER$/.exec(name)?.[1])
    .filter((n): n is string => n !== undefined && n !== '1' && text(env, `OIDC_${n}_ISSUER`) !== null)
    .sort((a, b) => Number(a) - Number(b));
  const prefixes = [...(text(env, 'OIDC_ISSUER') === null ? [] : [{ id: '1', prefix: 'OIDC_' }]), ...numbers.map((n) => ({ id: n, prefix: `OIDC_${n}_` }))];
  return prefixes.map(({ id, prefix }) => {
    const issuer = (url(env, `${prefix}ISSUER`, null, ['https:', 'http:']) as string).replace(/\/$/, '');
    const { protocol, hostname } = new URL(issuer);
    if (protocol === 'http:' && !isLoopback(hostname.replace(/^\[|\]$/g, ''))) {
      throw new ConfigError(`${prefix}ISSUER must start with https:// (http:// only for a provider on this machine), not "${issuer}".`);
    }
    if (production && protocol === 'http:') throw new ConfigError(`${prefix}ISSUER must start with https:// in production (NODE_ENV=production).`);
    const required = (name: string) => {
      const value = text(env, `${prefix}${name}`);
      if (value === null) throw new ConfigError(`${prefix}ISSUER is set: ${prefix}${name} must be set too.`);
      return value;
    };
    return { id, issuer, clientId: required('CLIENT_ID'), clientSecret: required('CLIENT_SECRET'), label: required('LABEL') };
  });
}
