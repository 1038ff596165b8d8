// A prerendered page's document in its language: <html lang dir> and the page's address in every
// language (hreflang, x-default); a page whose renderer names no language keeps the template's.
import { renderDocument, type RenderedPage } from '../document.ts';
import type { AppConfig } from '../app-config.ts';

const TEMPLATE = '<!doctype html><html lang="en"><head><title>Academy</title></head><body><div id="root"></div></body></html>';
const CONFIG: AppConfig = { apiBaseUrl: '/api/v1', remotes: {}, embedHosts: [] };
const META = { title: 'À propos | Academy', description: 'La vision', siteName: 'Academy' };

function documentOf(page: Partial<RenderedPage> & Pick<RenderedPage, 'meta'>, pathname: string) {
  const rendered: RenderedPage = { status: 200, html: '<main>page</main>', data: null, css: '', preload: [], ...page };
  return renderDocument({ template: TEMPLATE, config: CONFIG, pathname, publicUrl: 'https://academy.example', page: rendered });
}

test('a page in Arabic is right to left, and names itself in every language, English as x-default', () => {
  const alternates = [
    { hreflang: 'en', path: '/about' },
    { hreflang: 'ar', path: '/ar/about' },
  ];
  const html = documentOf({ meta: { ...META, lang: 'ar', dir: 'rtl', alternates } }, '/ar/about');
  expect(html).toContain('<html lang="ar" dir="rtl">');
  expect(html.match(/<link rel="alternate"[^>]*>/g)).toEqual([
    '<link rel="alternate" hreflang="en" href="https://academy.example/about" />',
    '<link rel="alternate" hreflang="ar" href="https://academy.example/ar/about" />',
    '<link rel="alternate" hreflang="x-default" href="https://academy.example/about" />',
  ]);
  expect(html).toContain('<link rel="canonical" href="https://academy.example/ar/about" />');
});

test("a page whose renderer names no language keeps the template's, without alternates", () => {
  const html = documentOf({ meta: META }, '/about');
  expect(html).toContain('<html lang="en">');
  expect(html).not.toContain('rel="alternate"');
});
