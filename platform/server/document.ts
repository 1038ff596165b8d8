/**
 * The HTML document of a page: the area's built index.html with the runtime configuration inlined
 * (a JSON data block, read by loadAppConfig without a request), and for a prerendered page its
 * markup, CSS, title, description, Open Graph tags, canonical URL and preload links, and the content
 * it was rendered with, so the browser hydrates the same markup without loading it again.
 */
import fs from 'node:fs';
import path from 'node:path';

import { DOCUMENT_BLOCKS } from '@academy/contract/rules/document-blocks';
import type { AppConfig } from './app-config.ts';
import type { PortalAreaScripts } from './portal-area-scripts.ts';

/** What a prerendered page's head says about it. */
export interface PageMeta {
  title: string;
  description: string;
  siteName: string;
  /** `<html lang>`, and `dir` with it (else the template's) */
  lang?: string;
  dir?: 'ltr' | 'rtl';
  /** The same page in every language (`<link rel="alternate" hreflang>`), the first also as x-default. */
  alternates?: { hreflang: string; path: string }[];
}

/** A page the public site's renderer rendered, with the CSS and scripts it comes with. */
export interface RenderedPage {
  status: number;
  html: string;
  meta: PageMeta;
  data: object | null;
  css: string;
  preload: string[];
}

/** What the pages under a path prefix ask for first, as dist/preload.json names it. */
interface BuiltFirstScripts {
  /** script URLs to preload */
  preload: string[];
  /** the file of a script to inline, which asks for more (the portal's area) */
  inline?: string;
}

/** The inline script of every prerendered page, in the shell's build (platform/webpack/config.ts, INLINE_SCRIPTS). */
const PAGE_START_FILE = 'page-start.js';

/** What the pages under a path prefix ask for first: scripts to preload, and inline scripts' sources. */
export interface FirstScripts {
  preload: string[];
  inline: string[];
}

/** FirstScripts by path prefix (readPreloads). */
export type Preloads = Record<string, FirstScripts>;

interface DocumentOptions {
  /** the area's dist/index.html */
  template: string;
  /** the /app-config.json object */
  config: AppConfig;
  /** the requested path */
  pathname: string;
  /** the site's public address (canonical URLs) */
  publicUrl: string;
  /** a prerendered page */
  page?: RenderedPage | undefined;
  /** what a page that is not prerendered says of itself to a shared link's preview (seo.ts, sharedPageMeta) */
  meta?: PageMeta | undefined;
  /** what the page asks for first (firstScriptsFor) */
  firstScripts?: FirstScripts;
  /** a portal page's: the portal areas' first scripts, which its inline script preloads (portal-area-scripts.ts) */
  portalAreaScripts?: PortalAreaScripts | undefined;
}

const { config: CONFIG_ELEMENT_ID, pageData: PAGE_DATA_ELEMENT_ID, portalAreaScripts: AREA_SCRIPTS_ELEMENT_ID } = DOCUMENT_BLOCKS;

/** Text safe inside HTML or XML content and attribute values. */
function escapeMarkup(text: unknown) {
  return String(text).replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);
}

/** JSON that cannot close the <script> element it sits in. */
function inlineJson(value: unknown) {
  return JSON.stringify(value).replace(/</g, '\\u003c');
}

/** CSS that cannot close the <style> element it sits in: `</style` is CSS only inside a string, where `<\/style` reads the same. */
function inlineCss(css: string) {
  return css.replace(/<\/(style)/gi, '<\\/$1');
}

/** The picture a shared link shows (platform/webpack/config.ts puts it at the root of every area). */
const SHARE_IMAGE = { path: '/og-image.png', width: 1200, height: 630 };

function metaTags({ meta, canonicalUrl }: { meta: PageMeta; canonicalUrl: string }) {
  const title = escapeMarkup(meta.title);
  const description = escapeMarkup(meta.description);
  const image = escapeMarkup(new URL(SHARE_IMAGE.path, canonicalUrl).href);
  return [
    `<title>${title}</title>`,
    `<meta name="description" content="${description}" />`,
    `<link rel="canonical" href="${escapeMarkup(canonicalUrl)}" />`,
    `<meta property="og:type" content="website" />`,
    `<meta property="og:site_name" content="${escapeMarkup(meta.siteName)}" />`,
    `<meta property="og:title" content="${title}" />`,
    `<meta property="og:description" content="${description}" />`,
    `<meta property="og:url" content="${escapeMarkup(canonicalUrl)}" />`,
    `<meta property="og:image" content="${image}" />`,
    `<meta property="og:image:width" content="${SHARE_IMAGE.width}" />`,
    `<meta property="og:image:height" content="${SHARE_IMAGE.height}" />`,
    `<meta property="og:image:alt" content="${escapeMarkup(meta.siteName)}" />`,
    `<meta name="twitter:card" content="summary_large_image" />`,
    ...alternateLinks(meta.alternates ?? [], canonicalUrl),
  ].join('\n    ');
}

/** Each language's address of the page, and the first's (the source language's) again as x-default. */
function alternateLinks(alternates: NonNullable<PageMeta['alternates']>, canonicalUrl: string) {
  const link = (hreflang: string, path: string) =>
    `<link rel="alternate" hreflang="${escapeMarkup(hreflang)}" href="${escapeMarkup(new URL(path, canonicalUrl).href)}" />`;
  const links = alternates.map(({ hreflang, path }) => link(hreflang, path));
  return alternates[0] ? [...links, link('x-default', alternates[0].path)] : [];
}

/** The template's `<html>` with the page's language and direction. */
function withLanguage(html: string, { lang, dir }: PageMeta) {
  if (!lang) return html;
  return html.replace(/<html\b[^>]*>/, `<html lang="${escapeMarkup(lang)}" dir="${escapeMarkup(dir ?? 'ltr')}">`);
}

/**
 * What the area's build says each path prefix needs first (dist/preload.json, written for the
 * shell by platform/webpack/config.ts: the portal frame's scripts and the shared singletons they use,
 * and the inline script that asks for the area's), with the inline scripts' sources; {} without one.
 */
function readPreloads(distDir: string): Preloads {
  const file = path.join(distDir, 'preload.json');
  const built: Record<string, BuiltFirstScripts> = fs.existsSync(file) ? JSON.parse(fs.readFileSync(file, 'utf8')) : {};
  return Object.fromEntries(
    Object.entries(built).map(([prefix, { preload, inline }]) => [
      prefix,
      { preload, inline: inline ? [fs.readFileSync(path.join(distDir, inline), 'utf8')] : [] },
    ]),
  );
}

/** The source of the prerendered pages' inline script, when the build has one (the shell's); [] otherwise. */
function readPageStart(distDir: string): string[] {
  const file = path.join(distDir, PAGE_START_FILE);
  return fs.existsSync(file) ? [fs.readFileSync(file, 'utf8')] : [];
}

/** What a page at `pathname` asks for first: that of every prefix it is under, and a prerendered page's inline script. */
function firstScriptsFor(pathname: string, preloads: Preloads, pageStart: string[] = []): FirstScripts {
  const matching = Object.entries(preloads)
    .filter(([prefix]) => pathname === prefix || pathname.startsWith(`${prefix}/`))
    .map(([, first]) => first);
  return { preload: matching.flatMap(({ preload }) => preload), inline: [...pageStart, ...matching.flatMap(({ inline }) => inline)] };
}

function preloadTags(urls: string[]) {
  return urls.map((url) => `<link rel="preload" as="script" href="${escapeMarkup(url)}" />`).join('\n    ');
}

/**
 * The `Link` header of a page's document that names the scripts it asks for first, so the browser
 * asks for them as the response's headers arrive, before it parses the page; null when there are none.
 */
function firstScriptsLinkHeader({ preload }: FirstScripts): string | null {
  if (preload.length === 0) return null;
  // a path of the build's own files: nothing in it needs escaping but the brackets it cannot hold
  return preload.map((url) => `<${encodeURI(url).replace(/[<>]/g, encodeURIComponent)}>; rel=preload; as=script`).join(', ');
}

function renderDocument({ template, config, pathname, publicUrl, page, meta, firstScripts = { preload: [], inline: [] }, portalAreaScripts }: DocumentOptions) {
  const head = [`<script id="${CONFIG_ELEMENT_ID}" type="application/json">${inlineJson(config)}</script>`];
  if (portalAreaScripts) head.push(`<script id="${AREA_SCRIPTS_ELEMENT_ID}" type="application/json">${inlineJson(portalAreaScripts)}</script>`);
  // after the configuration, which they read, and first: what they ask for takes a round trip
  // more (a portal page's area); allowed by their hashes (security-headers.ts)
  head.push(...firstScripts.inline.map((source) => `<script>${source}</script>`));
  // asked for with the page's own main.js rather than once it runs (a portal page's frame); the
  // response's Link header names them already (firstScriptsLinkHeader), so they are asked for as
  // the headers arrive, and the inline scripts still run first
  if (firstScripts.preload.length > 0) head.push(preloadTags(firstScripts.preload));
  let html = template;
  const pageMeta = page?.meta ?? meta;
  if (pageMeta) {
    html = withLanguage(html, pageMeta)
      .replace(/<title>[^<]*<\/title>\s*/, '')
      .replace(/<meta name="?description"?[^>]*>\s*/, '');
    head.push(metaTags({ meta: pageMeta, canonicalUrl: new URL(pathname, publicUrl).href }));
  }
  if (page) {
    head.push(preloadTags(page.preload), `<style id="prerendered-css">${inlineCss(page.css)}</style>`);
    if (page.data) head.push(`<script id="${PAGE_DATA_ELEMENT_ID}" type="application/json">${inlineJson(page.data)}</script>`);
    // the page is there without scripts: no "needs JavaScript" notice over it
    html = html.replace(/<noscript>[\s\S]*?<\/noscript>\s*/, '').replace(/<div id="?root"?><\/div>/, () => `<div id="root">${page.html}</div>`);
  }
  return html.replace('</head>', () => `  ${head.join('\n    ')}\n  </head>`);
}

export { renderDocument, readPreloads, readPageStart, firstScriptsFor, firstScriptsLinkHeader, escapeMarkup, CONFIG_ELEMENT_ID, PAGE_START_FILE };
