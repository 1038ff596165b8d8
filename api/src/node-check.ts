// Imported first by the API's entry points: on a Node older than the one the API needs (the
// "engines" of package.json), the process stops here with a sentence, before it loads a module that
// would fail on that Node with a less helpful error. Nothing here may need a newer Node than 18.

/** The oldest Node the API runs on: package.json's "engines" (node-check.test.ts holds them together). */
export const NODE_NEEDED = '24.11.0';

const parts = (version: string) => version.replace(/^v/, '').split('.').map(Number);

/** What to tell the operator when `running` (process.versions.node) is older than NODE_NEEDED; null when it will do. */
export function olderNodeMessage(running: string): string | null {
  const [have, need] = [parts(running), parts(NODE_NEEDED)];
  const comparison = need.map((part, i) => (have[i] ?? 0) - part).find((difference) => difference !== 0) ?? 0;
  if (comparison >= 0) return null;
  return (
    `The API needs Node ${NODE_NEEDED} or newer, and this is Node ${running}. Install Node ${need[0]} (.nvmrc), ` +
    `or from a checkout put it first on PATH: export PATH="$(node scripts/node-lts.mjs):$PATH"`
  );
}

const message = olderNodeMessage(process.versions.node);
if (message) {
  console.error(message);
  process.exit(1);
}
