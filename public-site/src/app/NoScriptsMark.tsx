import { NO_SCRIPTS_FIELD } from './page-data';

/**
 * Inside a public form: a field only a browser that runs no scripts posts (a `<noscript>`'s
 * content is markup only there), so the page it gets back says the form needs them rather than
 * "try again" (echoMessage).
 */
export default function NoScriptsMark() {
  return (
    <noscript>
      <input type="hidden" name={NO_SCRIPTS_FIELD} value="1" />
    </noscript>
  );
}
