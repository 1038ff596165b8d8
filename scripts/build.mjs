// npm run build: the production build of every front end and the API, one build per core.
import './node-lts.mjs'; // first: re-runs this script on the project's Node when the machine's is older
import { buildMissing } from './lib.mjs';

buildMissing({ force: true }).catch((error) => {
  console.error(error.message);
  process.exit(1);
});
