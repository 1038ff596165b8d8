// The public site's server bundle (dist/server/render.js): the shell's server renders each public
// page with it, so the first paint holds the page before any script runs (docs/first-visit.md).
// It runs in the shell's render sandbox: no Node, no network but the API's public content, which
// the sandbox's `fetch` answers through the shell (platform/server/render-sandbox.ts).
import './environment';
import '@academy/shared/styles/base.css';
import { Suspense } from 'react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { prerender } from 'react-dom/static.edge';
// the server bundle has its own copy of the router, not the federation's shared subset
// eslint-disable-next-line @typescript-eslint/no-restricted-imports
import { matchPath, StaticRouter } from 'react-router-dom';
import { ACADEMY_NAME } from '@academy/contract/rules/brand';
import { setConfigForRender, type AppConfig } from '@academy/shared/config/app-config';
import { FORM_ECHO_KEY, PageDataContext, type FormEcho, type PageData } from '../app/page-data';
import { PageStatusContext } from '../app/page-status';
import { getFaculty } from '@academy/shared/api/public-content';
import { setLocale } from '@academy/shared/i18n/locale';
import { addressesOf, directionOf, languageOfPath } from '../app/page-language';

declare let __webpack_public_path__: string;

type PublicSite = typeof import('../app/routes');
let publicSite: Promise<PublicSite> | null = null;

/**
 * The public site's modules, evaluated once the public path is known: asset URLs (portraits, logo)
 * are fixed when their modules run, and must point at the public site's origin as in the browser.
 * The shell's server evaluates this bundle anew for each public-site address.
 */
function publicSiteAt(publicPath: string): Promise<PublicSite> {
  if (!publicSite) {
    __webpack_public_path__ = publicPath;
    publicSite = import('../app/routes');
  }
  return publicSite;
}

export interface RenderedPage {
  status: number;
  /** The markup of the shell's #root, as the shell's tree renders it around the public site. */
  html: string;
  /**
   * The head's: `lang` and `dir` for `<html>`, and `alternates`, the same page in every language
   * (`<link rel="alternate" hreflang>`, English also as x-default); none for a page not found.
   */
  meta: {
    title: string;
    description: string;
    siteName: string;
    lang: string;
    dir: 'ltr' | 'rtl';
    alternates: { hreflang: string; path: string }[];
  };
  /** The content the page was rendered with, for the document to carry to hydration; null for a page without any. */
  data: PageData | null;
}

// React writes a page's <title> and <meta> (PageMeta) before the markup: they go to the head
const HOISTED = /^(?:<(?:title|meta|link)\b[^>]*>(?:[^<]*<\/title>)?)*/;

function decodeEntities(text: string): string {
  const named: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'" };
  return text.replace(/&(#x[0-9a-f]+|#\d+|\w+);/gi, (entity, code: string) => {
    if (code.startsWith('#x') || code.startsWith('#X')) return String.fromCodePoint(parseInt(code.slice(2), 16));
    if (code.startsWith('#')) return String.fromCodePoint(Number(code.slice(1)));
    return named[code] ?? entity;
  });
}

/** Loads what the page at `url` shows from the API, as the browser would (a failure fails the render). */
async function pageDataOf(url: string, { PUBLIC_PAGES }: PublicSite, apiBaseUrl: string): Promise<PageData | null> {
  const { path: englishPath, locale } = languageOfPath(url);
  for (const { path, content } of PUBLIC_PAGES) {
    const match = matchPath({ path: `/${path}`, end: true }, englishPath);
    if (match) return content ? { [content.key(match.params, locale)]: await content.load(apiBaseUrl, match.params, locale) } : null;
  }
  return null;
}

async function markupOf(url: string, site: PublicSite, data: PageData | null, report: (code: number) => void): Promise<string> {
  const { default: PublicRoutes } = site;
  // the shell mounts the public site inside a Suspense boundary (RemoteArea): the same one here,
  // so the browser hydrates this markup where the shell's tree has it
  const errors: unknown[] = [];
  // a screen that loads through the data layer renders its placeholder, as in the browser before the answer
  const { prelude } = await prerender(
    <QueryClientProvider client={new QueryClient()}>
      <PageStatusContext value={report}>
        <PageDataContext value={data ?? {}}>
          <StaticRouter location={url}>
            <Suspense fallback={null}>
              <PublicRoutes />
            </Suspense>
          </StaticRouter>
        </PageDataContext>
      </PageStatusContext>
    </QueryClientProvider>,
    {
      // every boundary in place: React would otherwise move large ones behind an inline script
      progressiveChunkSize: Number.POSITIVE_INFINITY,
      onError: (error) => {
        errors.push(error);
      },
    },
  );
  // a page that failed to render is not sent half-rendered: the server sends the app unrendered
  if (errors.length > 0) throw new AggregateError(errors, `rendering ${url} failed`);
  return textOf(prelude);
}

async function textOf(stream: ReadableStream<Uint8Array>): Promise<string> {
  const reader = stream.getReader();
  const chunks: Uint8Array[] = [];
  for (let next = await reader.read(); !next.done; next = await reader.read()) chunks.push(next.value);
  const bytes = new Uint8Array(chunks.reduce((length, chunk) => length + chunk.byteLength, 0));
  let offset = 0;
  for (const chunk of chunks) {
    bytes.set(chunk, offset);
    offset += chunk.byteLength;
  }
  return new TextDecoder().decode(bytes);
}

let renders: Promise<unknown> = Promise.resolve();

/**
 * `work` once the renders before it have ended: the page's language is the singleton's, so a
 * render in one language must not overlap a render in another.
 */
function oneAtATime<T>(work: () => Promise<T>): Promise<T> {
  const turn = renders.then(work);
  renders = turn.catch(() => undefined);
  return turn;
}

/**
 * Renders the public page at `url` (in the language of its address) with the runtime configuration the browser will get.
 * `echo`: what a form posted natively (its scripts were not running yet) gives back to its fields,
 * with a word that nothing was sent (never a password: the server passes only FORM_ECHO_FIELDS).
 */
export async function render({
  url,
  config,
  publicPath,
  echo,
}: {
  url: string;
  config: AppConfig;
  publicPath: string;
  echo?: FormEcho;
}): Promise<RenderedPage> {
  setConfigForRender(config);
  const site = await publicSiteAt(publicPath);
  const content = await pageDataOf(url, site, config.apiBaseUrl);
  const data = echo ? { ...content, [FORM_ECHO_KEY]: echo } : content;
  const { locale, path } = languageOfPath(url);
  let status = 200;
  const markup = await oneAtATime(async () => {
    await setLocale(locale);
    return markupOf(url, site, data, (code) => {
      status = code;
    });
  });
  const hoisted = HOISTED.exec(markup)?.[0] ?? '';
  const title = /<title>([^<]*)<\/title>/.exec(hoisted)?.[1] ?? ACADEMY_NAME;
  const description = /<meta name="description" content="([^"]*)"/.exec(hoisted)?.[1] ?? '';
  return {
    status,
    html: markup.slice(hoisted.length),
    meta: {
      title: decodeEntities(title),
      description: decodeEntities(description),
      siteName: ACADEMY_NAME,
      lang: locale,
      dir: directionOf(locale),
      alternates: status === 200 ? addressesOf(path) : [],
    },
    data,
  };
}

/** The public pages a sitemap lists, faculty members' pages (from the API) included, each in every language. */
export async function publicPaths({ publicPath, apiBaseUrl }: { publicPath: string; apiBaseUrl: string }): Promise<string[]> {
  const { PUBLIC_PAGES } = await publicSiteAt(publicPath);
  const members = await getFaculty(apiBaseUrl);
  return PUBLIC_PAGES.filter((page) => page.listed)
    .flatMap(({ path }) => (path === 'faculty/:id' ? members.map((member) => `/faculty/${member.slug}`) : [`/${path}`]))
    .flatMap((path) => addressesOf(path).map((address) => address.path));
}
