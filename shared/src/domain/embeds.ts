// SPEC 2.7: in topic descriptions, video, PDF and slide links become embeds; other links stay links.
// Only https links of the kinds below ever become iframes; anything else is at most a plain link.

export type EmbedKind = 'video' | 'pdf' | 'slides';

/** SPEC 9: embedded heights in px. */
export const EMBED_HEIGHTS: Record<EmbedKind, number> = { video: 315, pdf: 500, slides: 480 };

/** SPEC 2.7: the fixed resource labels. */
export const RESOURCE_LABELS = {
  notes: 'Lecture Notes',
  video: 'Lecture Video',
  reading: 'Additional Reading',
} as const;

export interface Embed {
  kind: EmbedKind;
  src: string;
  height: number;
  label: string;
}

export type ContentSegment =
  | { type: 'text'; text: string }
  | { type: 'link'; href: string }
  | { type: 'embed'; embed: Embed };

const LINK_PATTERN = /https?:\/\/[^\s<>"']+/g;
const TRAILING_PUNCTUATION = /[.,;:!?)\]]+$/;
const SLIDE_HOSTS = ['slides.com', 'speakerdeck.com', 'www.slideshare.net', 'slideshare.net', 'onedrive.live.com', 'www.canva.com'];

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

/** The embed a link stands for, or null when it must stay a plain link. */
export function embedFor(href: string): Embed | null {
  let url: URL;
  try {
    url = new URL(href);
  } catch {
    return null;
  }
  if (url.protocol !== 'https:') return null;
  const video = videoSource(url);
  if (video) return { kind: 'video', src: video, height: EMBED_HEIGHTS.video, label: RESOURCE_LABELS.video };
  const slides = slidesSource(url);
  if (slides) return { kind: 'slides', src: slides, height: EMBED_HEIGHTS.slides, label: RESOURCE_LABELS.notes };
  if (url.pathname.toLowerCase().endsWith('.pdf')) {
    return { kind: 'pdf', src: url.href, height: EMBED_HEIGHTS.pdf, label: RESOURCE_LABELS.notes };
  }
  return null;
}

/** Splits a topic description into text, plain links and embeds, in reading order. */
export function parseTopicContent(description: string): ContentSegment[] {
  const segments: ContentSegment[] = [];
  let cursor = 0;
  for (const match of description.matchAll(LINK_PATTERN)) {
    const href = match[0].replace(TRAILING_PUNCTUATION, '');
    const start = match.index;
    if (start > cursor) segments.push({ type: 'text', text: description.slice(cursor, start) });
    const embed = embedFor(href);
    segments.push(embed ? { type: 'embed', embed } : { type: 'link', href });
    cursor = start + href.length;
  }
  if (cursor < description.length) segments.push({ type: 'text', text: description.slice(cursor) });
  return segments;
}
