// Forwards browser error reports to a Sentry-compatible service (SENTRY_DSN): one event per
// report, posted to the DSN's store endpoint. Fire and forget: a slow or absent service never
// holds a request; a failure is logged.
import { randomUUID } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import type { ClientErrorReport } from '@academy/contract/schemas/platform';

const TIMEOUT_MS = 5000;

export interface SentryTarget {
  storeUrl: string;
  publicKey: string;
}

/** `https://KEY@host[:port][/path]/PROJECT` to its store endpoint and key; null when it is not such a DSN. */
export function parseSentryDsn(dsn: string): SentryTarget | null {
  let url: URL;
  try {
    url = new URL(dsn);
  } catch {
    return null;
  }
  const project = /^(.*)\/([0-9]+)\/?$/.exec(url.pathname);
  if (!url.username || !project || !['http:', 'https:'].includes(url.protocol)) return null;
  return { storeUrl: `${url.protocol}//${url.host}${project[1]}/api/${project[2]}/store/`, publicKey: decodeURIComponent(url.username) };
}

function sentryEvent(report: ClientErrorReport, requestId: string, publicAppUrl: string) {
  return {
    event_id: randomUUID().replace(/-/g, ''),
    timestamp: new Date().toISOString(),
    platform: 'javascript',
    level: 'error',
    logger: 'browser',
    release: report.release,
    transaction: report.path,
    tags: { area: report.area, kind: report.kind, request_id: requestId },
    exception: { values: [{ type: report.kind, value: report.message }] },
    ...(report.stack ? { extra: { stack: report.stack } } : {}),
    request: { url: `${publicAppUrl}${report.path}` },
  };
}

export function sentryForwarder(target: SentryTarget, publicAppUrl: string, log: FastifyBaseLogger) {
  return (report: ClientErrorReport, requestId: string): void => {
    fetch(target.storeUrl, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        'x-sentry-auth': `Sentry sentry_version=7, sentry_key=${target.publicKey}, sentry_client=academy-api/1.0`,
      },
      body: JSON.stringify(sentryEvent(report, requestId, publicAppUrl)),
      signal: AbortSignal.timeout(TIMEOUT_MS),
    }).then(
      (res) => {
        if (!res.ok) log.warn({ status: res.status, reqId: requestId }, 'browser error not accepted by SENTRY_DSN');
      },
      (err: unknown) => log.warn({ err, reqId: requestId }, 'browser error could not be forwarded to SENTRY_DSN'),
    );
  };
}
