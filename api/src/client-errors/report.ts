// A browser's error report as it is logged and forwarded: short, and without what could name a
// person (e-mail addresses, long tokens, query strings in URLs), whatever the browser sent.
import type { ClientErrorReport } from '@academy/contract/schemas/platform';

const MESSAGE_CHARS = 500;
const STACK_LINES = 15;
const LINE_CHARS = 300;

const EMAIL = /[^\s@<>()"'`,;:]+@[^\s@<>()"'`,;:]+\.[a-z]{2,}/gi;
// session tokens, reset and invitation secrets: 32 or more URL-safe characters in a row
const TOKEN = /[A-Za-z0-9_-]{32,}/g;
const URL_QUERY = /(https?:\/\/[^\s?#)]+)[?#][^\s):]*/g;

function scrub(text: string): string {
  return text.replace(URL_QUERY, '$1').replace(EMAIL, '[email]').replace(TOKEN, '[hidden]');
}

export function trimmedReport(report: ClientErrorReport): ClientErrorReport {
  const stack = report.stack
    ?.split('\n')
    .slice(0, STACK_LINES)
    .map((line) => scrub(line).slice(0, LINE_CHARS))
    .join('\n');
  return {
    kind: report.kind,
    area: report.area,
    message: scrub(report.message).slice(0, MESSAGE_CHARS),
    ...(stack ? { stack } : {}),
    release: report.release,
    path: scrub(report.path),
  };
}
