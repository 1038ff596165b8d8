// Runs a script, TypeScript included, on the project's Node (scripts/node-lts.mjs fetches it when
// the machine's is older): `node ../scripts/on-project-node.mjs <script> [arguments...]`. The areas'
// own commands (`npm run build -w shell`, `serve`, `dev`) and the API's operator commands (`migrate`,
// `seed`, ...) start their TypeScript through it, which an older Node could not run.
import './node-lts.mjs'; // first: re-runs this script on the project's Node when the machine's is older
import path from 'node:path';
import { pathToFileURL } from 'node:url';

const [, , named] = process.argv;
if (!named) throw new Error('usage: node scripts/on-project-node.mjs <script> [arguments...]');
// the script reads its own arguments where it would if started alone
const script = path.resolve(named);
process.argv.splice(1, 2, script);
await import(pathToFileURL(script).href);
