/** /robots.txt and /sitemap.xml of the shell (docs/requirements.md: pages search engines understand). */
import { escapeMarkup } from './document.ts';

/** Paths that are someone's account, not a public page. */
const PRIVATE_PATHS = ['/portal', '/certificate', '/JJRSFCLA', '/reset-password', '/invitation'];

function robotsTxt({ publicUrl }: { publicUrl: string }) {
  const disallowed = PRIVATE_PATHS.map((prefix) => `Disallow: ${prefix}`).join('\n');
  return `User-agent: *\n${disallowed}\n\nSitemap: ${new URL('/sitemap.xml', publicUrl).href}\n`;
}

function sitemapXml({ publicUrl, paths }: { publicUrl: string; paths: string[] }) {
  const urls = paths.map((pathname) => `  <url><loc>${escapeMarkup(new URL(pathname, publicUrl).href)}</loc></url>`).join('\n');
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls}\n</urlset>\n`;
}

export { robotsTxt, sitemapXml };
