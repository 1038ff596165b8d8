/**
 * The security headers of every static server (docs/operations.md): one Content-Security-Policy
 * built from the runtime configuration (remote origins, API origin, the PDF hosts of `embedHosts`)
 * and the embed hosts topic pages may frame, with no inline script but those the page carries
 * from the build, each allowed by its hash (the inlined configuration is a JSON data block);
 * nosniff, Referrer-Policy, and HSTS when configured.
 *
 *   HSTS_MAX_AGE       optional: seconds of Strict-Transport-Security (set it only behind HTTPS)
 */
import crypto from 'node:crypto';
import type { AppConfig } from './app-config.ts';
import embedHosts from '../../shared/src/domain/embed-hosts.json' with { type: 'json' };

const { slideHosts, frameHosts } = embedHosts;

function originOf(url: string) {
  try {
    return new URL(url).origin;
  } catch {
    return null;
  }
}

function unique(values: (string | null | undefined)[]): string[] {
  return [...new Set(values.filter((value): value is string => Boolean(value)))];
}

/**
 * What an iframe on a topic page may show: the video and slide hosts, the configured PDF hosts
 * (https only), and PDFs on the academy's own hosts (the page's and the API's), as `embedFor` in
 * shared/src/domain/embeds.ts decides.
 */
function frameSources(config: AppConfig, apiOrigin: string | null) {
  const hosts = unique([...frameHosts, ...slideHosts, ...(config.embedHosts || [])]).map((host) => `https://${host}`);
  return unique(["'self'", apiOrigin, ...hosts]);
}

/** The CSP source that allows the inline script of exactly `source`. */
function hashSource(source: string) {
  return `'sha256-${crypto.createHash('sha256').update(source).digest('base64')}'`;
}

/** The policy of a page served with `config` as its /app-config.json, carrying `inlineScripts`. */
function contentSecurityPolicy({ config, inlineScripts }: { config: AppConfig; inlineScripts: string[] }) {
  const remoteOrigins = unique(Object.values(config.remotes || {}).map(originOf));
  const apiOrigin = originOf(config.apiBaseUrl);
  const directives = {
    'default-src': ["'self'"],
    'script-src': unique(["'self'", ...inlineScripts.map(hashSource), ...remoteOrigins]),
    // style-loader inserts <style> elements at run time; no script can run from a style
    'style-src': unique(["'self'", "'unsafe-inline'", ...remoteOrigins]),
    // faculty portraits are served by the API
    'img-src': unique(["'self'", 'data:', 'blob:', apiOrigin, ...remoteOrigins]),
    'font-src': unique(["'self'", 'data:', ...remoteOrigins]),
    'connect-src': unique(["'self'", apiOrigin, ...remoteOrigins]),
    'frame-src': frameSources(config, apiOrigin),
    'object-src': ["'none'"],
    'base-uri': ["'self'"],
    'form-action': ["'self'"],
    'frame-ancestors': ["'none'"],
  };
  return Object.entries(directives)
    .map(([name, sources]) => `${name} ${sources.join(' ')}`)
    .join('; ');
}

interface SecurityHeadersOptions {
  config: AppConfig;
  env?: Record<string, string | undefined>;
  isDocument: boolean;
  /** the sources of the document's inline scripts */
  inlineScripts?: string[];
}

/** Headers every response carries; documents (HTML) also get the policy. */
function securityHeaders({ config, env = process.env, isDocument, inlineScripts = [] }: SecurityHeadersOptions) {
  const headers: Record<string, string> = {
    'X-Content-Type-Options': 'nosniff',
    'Referrer-Policy': 'strict-origin-when-cross-origin',
    'Cross-Origin-Opener-Policy': 'same-origin',
  };
  if (isDocument) headers['Content-Security-Policy'] = contentSecurityPolicy({ config, inlineScripts });
  if (env.HSTS_MAX_AGE) headers['Strict-Transport-Security'] = `max-age=${Number(env.HSTS_MAX_AGE)}; includeSubDomains`;
  return headers;
}

export { securityHeaders };
