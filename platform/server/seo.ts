/**
 * /robots.txt and /sitemap.xml of the shell (docs/requirements.md: pages search engines understand),
 * and what a shared certificate check shows in a link's preview.
 */
import { ACADEMY_NAME } from '@academy/contract/rules/brand';
import { acceptedLocale, writtenIn, type Locale } from '@academy/contract/rules/locales';
import { escapeMarkup, type PageMeta } from './document.ts';
// the shell's words for the documents it serves unrendered, in each language
import arabic from '../../shell/src/locales/ar.json' with { type: 'json' };
import english from '../../shell/src/locales/en.json' with { type: 'json' };
import spanish from '../../shell/src/locales/es.json' with { type: 'json' };
import french from '../../shell/src/locales/fr.json' with { type: 'json' };
import portuguese from '../../shell/src/locales/pt.json' with { type: 'json' };

const SHELL_WORDS: Record<Locale, typeof english> = { en: english, fr: french, es: spanish, pt: portuguese, ar: arabic };

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

/** The title and description a link to this unrendered page shows when shared, in the language its reader asks for (Accept-Language), which the document says it is in; or undefined. */
function sharedPageMeta(pathname: string, acceptLanguage: string | undefined): PageMeta | undefined {
  if (!pathname.startsWith(CERTIFICATE_CHECK)) return undefined;
  const locale = acceptedLocale(acceptLanguage);
  const words = SHELL_WORDS[locale];
  return {
    title: `${words['share.certificateCheck.title']} | ${ACADEMY_NAME}`,
    description: words['share.certificateCheck.description'],
    siteName: ACADEMY_NAME,
    ...writtenIn(locale),
  };
}

function sitemapXml({ publicUrl, paths }: { publicUrl: string; paths: string[] }) {
  const urls = paths.map((pathname) => `  <url><loc>${escapeMarkup(new URL(pathname, publicUrl).href)}</loc></url>`).join('\n');
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls}\n</urlset>\n`;
}

export { robotsTxt, sitemapXml, sharedPageMeta };
