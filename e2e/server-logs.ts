// Every server the browser tests start writes its log into one directory of the run, at info level
// (platform/testing/system.ts), and the run's end reads them all: a log line that still holds a
// token, a feed's secret, a certificate's code or anything shaped like one fails the run. The rule
// is the servers' own (contract/src/rules/secret-urls.ts): every text a log line holds must be one
// that rule leaves as it is.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { urlForLog } from '@academy/contract/rules/secret-urls';

export function keepServerLogs(): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'academy-server-logs-'));
  process.env.TEST_SERVER_LOG_DIR = dir;
  return dir;
}

function textsOf(value: unknown): string[] {
  if (typeof value === 'string') return [value];
  if (value === null || typeof value !== 'object') return [];
  return Object.values(value).flatMap(textsOf);
}

/** Whether the servers' rule would hide more of `text` (an address is judged without its origin). */
function givesAwaySecret(text: string): boolean {
  const local = text.replace(/^[a-z][a-z+.-]*:\/\/[^/?#]*/i, '');
  return urlForLog(local) !== local;
}

/** The texts of the logs under `dir` that give away a secret, with the file they are in. */
export function secretsInServerLogs(dir: string): string[] {
  const found: string[] = [];
  for (const file of fs.readdirSync(dir)) {
    for (const line of fs.readFileSync(path.join(dir, file), 'utf8').split('\n')) {
      if (!line.startsWith('{')) continue;
      for (const text of textsOf(JSON.parse(line))) if (givesAwaySecret(text)) found.push(`${file}: ${text}`);
    }
  }
  return found;
}
