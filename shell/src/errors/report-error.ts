// Sends what goes wrong in this page to the API (POST /client_errors), which logs it: an area that
// crashed or could not load (RemoteErrorBoundary), and errors and promise rejections nothing caught.
// The report names the area, the release and the path (never the query: it may hold a token); the
// API trims it further and removes personal data. At most a few reports per page, none twice.
import { appConfig } from '@academy/shared/config/app-config';
import type { Endpoints } from '@academy/contract/endpoints';
import type { ClientErrorArea, ClientErrorKind, ClientErrorReport } from '@academy/contract/schemas/platform';

declare const __ACADEMY_RELEASE__: string | undefined;

/** Set by the build (platform/webpack/config.ts); tests and tools run without it. */
export const RELEASE = typeof __ACADEMY_RELEASE__ === 'string' ? __ACADEMY_RELEASE__ : 'development';

const REPORTS_PER_PAGE = 10;
// within ClientErrorReport's limits, so a long error is cut rather than refused
const MESSAGE_CHARS = 2000;
const STACK_CHARS = 20_000;

// Typed by the endpoint table, not read from it: the table's schemas would weigh on the shell's first load.
const REPORT_PATH: Endpoints['reportClientError']['path'] = '/client_errors';

const reported = new Set<string>();

function described(error: unknown): { message: string; stack?: string } {
  if (error instanceof Error) return { message: error.message || error.name, ...(error.stack ? { stack: error.stack } : {}) };
  return { message: typeof error === 'string' ? error : 'A value that is not an Error was thrown' };
}

export function reportClientError(error: unknown, kind: ClientErrorKind, area: ClientErrorArea): void {
  // reporting never adds an error of its own (no fetch: an old browser, a test's document)
  if (typeof fetch !== 'function') return;
  const { message, stack } = described(error);
  const key = `${kind} ${area} ${message}`;
  if (reported.size >= REPORTS_PER_PAGE || reported.has(key)) return;
  reported.add(key);
  const report: ClientErrorReport = {
    kind,
    area,
    message: message.slice(0, MESSAGE_CHARS) || 'Unknown error',
    ...(stack ? { stack: stack.slice(0, STACK_CHARS) } : {}),
    release: RELEASE,
    path: window.location.pathname.slice(0, 500) || '/',
  };
  // no credentials: the report is about the page, not the person
  void fetch(`${appConfig().apiBaseUrl}${REPORT_PATH}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(report),
    credentials: 'omit',
    keepalive: true,
  }).catch(() => undefined);
}

/**
 * The area whose files appear first in the stack (files under the folder of its remoteEntry.js,
 * on its own origin or under its path on the page's), else the shell.
 */
export function areaOfStack(stack: string | undefined): ClientErrorArea {
  const pageRoot = new URL('/', window.location.href).href;
  const folders = Object.entries(appConfig().remotes ?? {}).flatMap(([name, url]) => {
    try {
      const folder = new URL('.', new URL(url, window.location.href)).href;
      // a remote served from the page's own root cannot be told from the shell's files
      return folder === pageRoot ? [] : [[folder, name] as const];
    } catch {
      return [];
    }
  });
  for (const [url] of (stack ?? '').matchAll(/https?:\/\/[^\s)]+/g)) {
    const match = folders.find(([folder]) => url.startsWith(folder));
    if (match) return match[1] as ClientErrorArea;
  }
  return 'shell';
}

/** Reports uncaught errors and unhandled rejections of the page; returns the function that stops it. */
export function reportUncaughtErrors(): () => void {
  const onError = (event: ErrorEvent) => {
    const error: unknown = event.error ?? event.message;
    reportClientError(error, 'error', areaOfStack(error instanceof Error ? error.stack : undefined));
  };
  const onRejection = (event: PromiseRejectionEvent) => {
    const reason: unknown = event.reason;
    reportClientError(reason, 'unhandled_rejection', areaOfStack(reason instanceof Error ? reason.stack : undefined));
  };
  window.addEventListener('error', onError);
  window.addEventListener('unhandledrejection', onRejection);
  return () => {
    window.removeEventListener('error', onError);
    window.removeEventListener('unhandledrejection', onRejection);
  };
}

/** Tests only: forget what this page reported. */
export function forgetReportedErrors(): void {
  reported.clear();
}
