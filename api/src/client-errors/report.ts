// A browser's error report as it is logged and forwarded: short, and without what could name a
// person (e-mail addresses, phone numbers, account holders' names, long tokens, query strings in
// URLs) or a secret of the page's address, whatever the browser sent.
import type { ClientErrorReport } from '@academy/contract/schemas/platform';
import { urlForLog } from '@academy/contract/rules/secret-urls';

const MESSAGE_CHARS = 500;
const STACK_LINES = 15;
const LINE_CHARS = 300;

const EMAIL = /[^\s@<>()"'`,;:]+@[^\s@<>()"'`,;:]+\.[a-z]{2,}/gi;
// session tokens, reset and invitation secrets: 32 or more URL-safe characters in a row
const TOKEN = /[A-Za-z0-9_-]{32,}/g;
const URL_QUERY = /(https?:\/\/[^\s?#)]+)[?#][^\s):]*/g;
// seven digits or more, grouped by spaces, dots, dashes or brackets, maybe after a +; not a part of
// a file name, path or line:column (what precedes them), nor a calendar date
const PHONE = /(?<![\w.:/#-])(?!\d{4}-\d{2}-\d{2}(?!\d))\+?\d(?:[\s().-]*\d){6,}(?!\w)/g;
const WORD = /\p{L}[\p{L}'’]*/gu;

function scrub(text: string, names: ReadonlySet<string>): string {
  return text
    .replace(URL_QUERY, '$1')
    .replace(EMAIL, '[email]')
    .replace(TOKEN, '[hidden]')
    .replace(PHONE, '[phone]')
    .replace(WORD, (word) => (names.has(word.toLowerCase()) ? '[name]' : word));
}

/** `names`: the parts of the account holders' names, lower case (known-names.ts). */
export function trimmedReport(report: ClientErrorReport, names: ReadonlySet<string>): ClientErrorReport {
  const stack = report.stack
    ?.split('\n')
    .slice(0, STACK_LINES)
    .map((line) => scrub(line, names).slice(0, LINE_CHARS))
    .join('\n');
  return {
    kind: report.kind,
    area: report.area,
    message: scrub(report.message, names).slice(0, MESSAGE_CHARS),
    ...(stack ? { stack } : {}),
    release: report.release,
    // a page's address may carry a secret (a certificate's code, a calendar feed): hidden as in every request log
    path: scrub(urlForLog(report.path), names),
  };
}
