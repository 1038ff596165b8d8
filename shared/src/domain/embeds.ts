// docs/requirements.md §2.7: in topic descriptions, video, PDF and slide links become embeds; other links stay links.
// Only https links of the kinds below ever become iframes; anything else is at most a plain link.
// A PDF can sit on any host, so it is framed only from a trusted one (docs/product-decisions.md).
import type { AppConfig } from '@academy/shared/config/app-config';

import EMBED_HOSTS from '@academy/shared/domain/embed-hosts.json';

export type EmbedKind = 'video' | 'pdf' | 'slides';

/** docs/requirements.md §9: embedded heights in px. */
const EMBED_HEIGHTS: Record<EmbedKind, number> = { video: 315, pdf: 500, slides: 480 };

/**
 * What a frame of each kind may do: players run their own scripts and open their site. Browsers
 * refuse to show a PDF in any sandboxed frame, so a PDF gets no sandbox and no features; the host
 * check of `embedFor` is what guards it.
 */
export const EMBED_PERMISSIONS: Record<EmbedKind, { sandbox?: string; allow: string }> = {
  video: { sandbox: 'allow-scripts allow-same-origin allow-presentation allow-popups', allow: 'fullscreen; picture-in-picture; encrypted-media' },
  slides: { sandbox: 'allow-scripts allow-same-origin allow-popups', allow: 'fullscreen' },
  pdf: { allow: '' },
};

export interface Embed {
  kind: EmbedKind;
  src: string;
  height: number;
  /** The link as the description gives it: what "Open PDF" opens. */
  href: string;
}

export type ContentSegment = { type: 'text'; text: string } | { type: 'link'; href: string } | { type: 'embed'; embed: Embed };

const LINK_PATTERN = /https?:\/\/[^\s<>"']+/g;
const TRAILING_PUNCTUATION = /[.,;:!?)\]]+$/;
// one list with the static servers' Content-Security-Policy (frame-src), see platform/server/security-headers.ts
const SLIDE_HOSTS: readonly string[] = EMBED_HOSTS.slideHosts;

function hostIs(url: URL, ...hosts: string[]): boolean {
  return hosts.includes(url.hostname);
}

function youTubeId(url: URL): string | null {
  if (hostIs(url, 'youtu.be')) return url.pathname.slice(1) || null;
  if (!hostIs(url, 'youtube.com', 'www.youtube.com', 'm.youtube.com')) return null;
  if (url.pathname === '/watch') return url.searchParams.get('v');
  const match = /^\/(?:embed|shorts|live)\/([\w-]+)/.exec(url.pathname);
  return match?.[1] ?? null;
}

function vimeoId(url: URL): string | null {
  if (!hostIs(url, 'vimeo.com', 'www.vimeo.com', 'player.vimeo.com')) return null;
  return /\/(\d+)(?:$|\/|\?)/.exec(url.pathname)?.[1] ?? null;
}

function videoSource(url: URL): string | null {
  const youTube = youTubeId(url);
  if (youTube && /^[\w-]+$/.test(youTube)) return `https://www.youtube-nocookie.com/embed/${youTube}`;
  const vimeo = vimeoId(url);
  return vimeo ? `https://player.vimeo.com/video/${vimeo}` : null;
}

function slidesSource(url: URL): string | null {
  if (hostIs(url, 'docs.google.com') && url.pathname.startsWith('/presentation/d/')) {
    const id = url.pathname.split('/')[3];
    return id ? `https://docs.google.com/presentation/d/${id}/embed` : null;
  }
  return hostIs(url, ...SLIDE_HOSTS) ? url.href : null;
}

/** Hosts whose `.pdf` links may be framed: the academy's own (the page's and the API's) and the configured ones. */
export function trustedPdfHosts(config: Pick<AppConfig, 'apiBaseUrl' | 'embedHosts'>, pageHost: string): string[] {
  const hosts = [pageHost, ...(config.embedHosts ?? [])];
  try {
    hosts.push(new URL(config.apiBaseUrl).hostname);
  } catch {
    // a relative API base is on the page's own host
  }
  return hosts.map((host) => host.toLowerCase());
}

/** The embed a link stands for, or null when it must stay a plain link. */
export function embedFor(href: string, pdfHosts: readonly string[]): Embed | null {
  let url: URL;
  try {
    url = new URL(href);
  } catch {
    return null;
  }
  if (url.protocol !== 'https:') return null;
  const video = videoSource(url);
  if (video) return { kind: 'video', src: video, height: EMBED_HEIGHTS.video, href: url.href };
  const slides = slidesSource(url);
  if (slides) return { kind: 'slides', src: slides, height: EMBED_HEIGHTS.slides, href: url.href };
  if (url.pathname.toLowerCase().endsWith('.pdf') && pdfHosts.includes(url.hostname)) {
    return { kind: 'pdf', src: url.href, height: EMBED_HEIGHTS.pdf, href: url.href };
  }
  return null;
}

/** Splits a topic description into text, plain links and embeds, in reading order. */
export function parseTopicContent(description: string, pdfHosts: readonly string[]): ContentSegment[] {
  const segments: ContentSegment[] = [];
  let cursor = 0;
  for (const match of description.matchAll(LINK_PATTERN)) {
    const href = match[0].replace(TRAILING_PUNCTUATION, '');
    const start = match.index;
    if (start > cursor) segments.push({ type: 'text', text: description.slice(cursor, start) });
    const embed = embedFor(href, pdfHosts);
    segments.push(embed ? { type: 'embed', embed } : { type: 'link', href });
    cursor = start + href.length;
  }
  if (cursor < description.length) segments.push({ type: 'text', text: description.slice(cursor) });
  return segments;
}
