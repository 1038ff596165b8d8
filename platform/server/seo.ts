/**
 * /robots.txt and /sitemap.xml of the shell (docs/requirements.md: pages search engines understand),
 * and what a shared certificate check shows in a link's preview.
 */
import { ACADEMY_NAME } from '@academy/contract/rules/brand';
import { escapeMarkup, type PageMeta } from './document.ts';

/** Paths that are someone's account, not a public page. */
const PRIVATE_PATHS = ['/portal', '/certificate'];
/** Public pages that are someone's account, in every language of the site (/fr/invitation). */
const PRIVATE_PAGES = ['/JJRSFCLA', '/reset-password', '/confirm-email', '/invitation'];
/** A certificate's check, under a private prefix, is meant to be shared: its link shows a preview. */
const CERTIFICATE_CHECK = '/certificate/verify/';

function robotsTxt({ publicUrl }: { publicUrl: string }) {
  const prefixes = [...PRIVATE_PATHS, ...PRIVATE_PAGES, ...PRIVATE_PAGES.map((page) => `/*${page}`)];
  const disallowed = prefixes.map((prefix) => `Disallow: ${prefix}`).join('\n');
  return `User-agent: *\nAllow: ${CERTIFICATE_CHECK}\n${disallowed}\n\nSitemap: ${new URL('/sitemap.xml', publicUrl).href}\n`;
}

/** The title and description a link to this unrendered page shows when shared, or undefined. */
function sharedPageMeta(pathname: string): PageMeta | undefined {
  if (!pathname.startsWith(CERTIFICATE_CHECK)) return undefined;
  return {
    title: `Certificate check | ${ACADEMY_NAME}`,
    description: `Check that a certificate of completion of the ${ACADEMY_NAME} is genuine, and whom it was awarded to.`,
    siteName: ACADEMY_NAME,
  };
}

function sitemapXml({ publicUrl, paths }: { publicUrl: string; paths: string[] }) {
  const urls = paths.map((pathname) => `  <url><loc>${escapeMarkup(new URL(pathname, publicUrl).href)}</loc></url>`).join('\n');
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls}\n</urlset>\n`;
}

export { robotsTxt, sitemapXml, sharedPageMeta };
