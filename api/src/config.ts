// The server's configuration, read from the environment once and checked before anything starts.
import path from 'node:path';

export type LogLevel = 'fatal' | 'error' | 'warn' | 'info' | 'debug' | 'trace' | 'silent';

export interface Config {
  port: number;
  host: string;
  /** Embedded database files, mail outbox. */
  dataDir: string;
  /** PostgreSQL connection string; without it the embedded PGlite under dataDir is used. */
  databaseUrl: string | null;
  /** PostgreSQL schema to use (search_path), default public. */
  databaseSchema: string;
  smtpUrl: string | null;
  mailFrom: string;
  academyContactEmail: string;
  /** Front end's public address: reset links are built from it, never from the request. */
  publicAppUrl: string;
  corsOrigins: string[];
  academyTimeZone: string;
  allowFacilitatorSignup: boolean;
  redisUrl: string | null;
  logLevel: LogLevel;
  /** Behind a load balancer: trust X-Forwarded-For (true, or the proxies' addresses/CIDRs). */
  trustProxy: boolean | string[];
  /** Load the demo data into an empty embedded database at start. */
  seedDemoData: boolean;
}

export class ConfigError extends Error {}

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

const EMAIL = /^[^\s@]+@[^\s@]+$/;

function email(env: Env, name: string, fallback: string): string {
  const value = text(env, name) ?? fallback;
  // MAIL_FROM may be written as `Name <address>`.
  const address = /<([^>]+)>\s*$/.exec(value)?.[1] ?? value;
  if (!EMAIL.test(address)) throw new ConfigError(`${name} must be an e-mail address, not "${value}".`);
  return value;
}

function trustProxy(env: Env): boolean | string[] {
  const value = text(env, 'TRUST_PROXY');
  if (value !== null && /[.:]/.test(value)) return value.split(',').map((item) => item.trim()).filter(Boolean);
  return bool(env, 'TRUST_PROXY', false);
}

export function loadConfig(env: Env = process.env): Config {
  const portText = text(env, 'PORT') ?? '4000';
  const port = Number(portText);
  if (!Number.isInteger(port) || port < 0 || port > 65535) {
    throw new ConfigError(`PORT must be a port number, not "${portText}".`);
  }

  const timeZone = text(env, 'ACADEMY_TIME_ZONE') ?? 'UTC';
  try {
    new Intl.DateTimeFormat('en', { timeZone });
  } catch {
    throw new ConfigError(`ACADEMY_TIME_ZONE must be an IANA time zone such as Africa/Lagos, not "${timeZone}".`);
  }

  const logLevel = (text(env, 'LOG_LEVEL') ?? 'info') as LogLevel;
  if (!LOG_LEVELS.includes(logLevel)) {
    throw new ConfigError(`LOG_LEVEL must be one of ${LOG_LEVELS.join(', ')}.`);
  }

  const schema = text(env, 'DATABASE_SCHEMA') ?? 'public';
  if (!/^[a-z_][a-z0-9_]{0,62}$/.test(schema)) {
    throw new ConfigError('DATABASE_SCHEMA must be a lower-case SQL identifier.');
  }

  const corsOrigins = (text(env, 'CORS_ORIGINS') ??
    'http://localhost:3000,http://localhost:3001,http://localhost:3002,http://localhost:3003')
    .split(',')
    .map((origin) => origin.trim().replace(/\/$/, ''))
    .filter(Boolean);
  for (const origin of corsOrigins) {
    if (!/^https?:\/\/[^/\s]+$/.test(origin)) {
      throw new ConfigError(`CORS_ORIGINS holds "${origin}", which is not an origin such as https://academy.example.org.`);
    }
  }

  return {
    port,
    host: text(env, 'HOST') ?? '0.0.0.0',
    dataDir: path.resolve(text(env, 'DATA_DIR') ?? './data'),
    databaseUrl: url(env, 'DATABASE_URL', null, ['postgres:', 'postgresql:']),
    databaseSchema: schema,
    smtpUrl: url(env, 'SMTP_URL', null, ['smtp:', 'smtps:']),
    mailFrom: email(env, 'MAIL_FROM', 'Leadership Academy <no-reply@academy.example.org>'),
    academyContactEmail: email(env, 'ACADEMY_CONTACT_EMAIL', 'academy@example.org'),
    publicAppUrl: (url(env, 'PUBLIC_APP_URL', 'http://localhost:3000', ['http:', 'https:']) as string).replace(/\/$/, ''),
    corsOrigins,
    academyTimeZone: timeZone,
    allowFacilitatorSignup: bool(env, 'ALLOW_FACILITATOR_SIGNUP', false),
    redisUrl: url(env, 'REDIS_URL', null, ['redis:', 'rediss:']),
    logLevel,
    trustProxy: trustProxy(env),
    seedDemoData: bool(env, 'SEED_DEMO_DATA', true),
  };
}
