import sharp from 'sharp';
import { sharedSystem, type AreaName } from '../harness';
import { PUBLIC_PAGES } from '../public-pages';

const system = sharedSystem();
const AREAS: AreaName[] = ['shell', 'public-site', 'student-portal', 'facilitator-desk'];

interface Manifest {
  name: string;
  start_url: string;
  theme_color: string;
  icons: Array<{ src: string; sizes: string; type: string; purpose: string }>;
}

/** The attributes of every <link> and <meta> of a page (the built pages are minified: values may be unquoted). */
function headTags(html: string): Array<Record<string, string>> {
  return [...html.matchAll(/<(?:link|meta)\b[^>]*>/g)].map(([tag]) =>
    Object.fromEntries([...tag.matchAll(/([\w:-]+)=(?:"([^"]*)"|([^\s>"]+))/g)].map(([, name, quoted, bare]) => [name, quoted ?? bare])),
  );
}

/** `attribute` of the first tag whose `key` attribute is `value`. */
function attributeOf(html: string, [key, value]: [string, string], attribute: string): string | undefined {
  return headTags(html).find((tag) => tag[key] === value)?.[attribute];
}

async function pngSize(url: string): Promise<string> {
  const response = await fetch(url);
  expect([url, response.status, response.headers.get('content-type')]).toEqual([url, 200, 'image/png']);
  const { width, height, format } = await sharp(Buffer.from(await response.arrayBuffer())).metadata();
  return `${format} ${width}x${height}`;
}

test('every area serves a manifest, its icons and a touch icon, linked from its pages with the theme colour', async () => {
  for (const area of AREAS) {
    const origin = system().origins[area];
    const html = await (await fetch(`${origin}/portal`)).text();
    const manifestPath = attributeOf(html, ['rel', 'manifest'], 'href');
    const touchIconPath = attributeOf(html, ['rel', 'apple-touch-icon'], 'href');
    const themeColour = attributeOf(html, ['name', 'theme-color'], 'content');
    expect([area, manifestPath, touchIconPath]).toEqual([area, '/manifest.webmanifest', '/apple-touch-icon.png']);

    const response = await fetch(`${origin}${manifestPath}`);
    expect(response.headers.get('content-type')).toMatch(/^application\/manifest\+json/);
    const manifest = (await response.json()) as Manifest;
    expect([manifest.name, manifest.start_url, manifest.theme_color]).toEqual(['Christian Leadership Academy', '/portal', themeColour]);
    const icons = await Promise.all(manifest.icons.map(async (icon) => `${icon.purpose} ${await pngSize(`${origin}${icon.src}`)}`));
    expect(icons).toEqual(['any png 192x192', 'any png 512x512', 'maskable png 512x512']);
    expect(await pngSize(`${origin}${touchIconPath}`)).toBe('png 180x180');
  }
});

test('every area answers /favicon.ico with an icon, as browsers and feed readers ask without reading the page', async () => {
  for (const area of AREAS) {
    const response = await fetch(`${system().origins[area]}/favicon.ico`);
    const bytes = Buffer.from(await response.arrayBuffer());
    // an ICO file starts with reserved 0, type 1 (icon) and its count of images, little-endian
    expect([area, response.status, response.headers.get('content-type'), bytes.readUInt16LE(2), bytes.readUInt16LE(4)]).toEqual([
      area,
      200,
      'image/vnd.microsoft.icon',
      1,
      3,
    ]);
  }
});

test("Chromium reads the shell's manifest within the page's security policy", async () => {
  const page = await system().newPage();
  await page.goto(system().url('/'));
  await page.locator('main h1').first().waitFor();
  const devTools = await page.context().newCDPSession(page);
  const { url, errors, data } = (await devTools.send('Page.getAppManifest')) as { url: string; errors: unknown[]; data?: string };
  expect([url, errors]).toEqual([system().url('/manifest.webmanifest'), []]);
  expect(JSON.parse(data ?? '{}')).toMatchObject({ name: 'Christian Leadership Academy', display: 'standalone' });
  expect(system().takeCspViolations()).toEqual([]);
});

/**
 * Lighthouse's installability audit (`installable-manifest`) is gone since Lighthouse 12 (the
 * repository's is 13), and Chromium's `Page.getInstallabilityErrors` answers nothing here even for
 * a page without a manifest: this test checks what that audit required, one by one, on the
 * manifest as Chromium read it: no parse error, a name, a standalone display, a start_url on the
 * site inside the scope, a square PNG icon of 144 px or more for any purpose; and what Chromium
 * asked of a page to install beyond it: a service worker that controls start_url (that it opens
 * start_url without a network is e2e/tests/offline.test.ts's).
 */
test("the portal meets what Lighthouse's installability audit required, as Chromium reads its manifest", async () => {
  const page = await system().newPage({ serviceWorkers: 'allow' });
  await page.goto(system().url('/portal'));
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null, undefined, { timeout: 120_000, polling: 250 });
  const devTools = await page.context().newCDPSession(page);
  const { errors, data } = (await devTools.send('Page.getAppManifest')) as { errors: unknown[]; data?: string };
  expect(errors).toEqual([]);
  const manifest = JSON.parse(data ?? '{}') as Manifest & { short_name?: string; display: string; scope: string };
  expect(Boolean(manifest.name || manifest.short_name)).toBe(true);
  expect(['standalone', 'fullscreen', 'minimal-ui']).toContain(manifest.display);
  const site = system().url('/');
  const startUrl = new URL(manifest.start_url, site);
  const scope = new URL(manifest.scope, site);
  expect([startUrl.origin, startUrl.pathname, startUrl.href.startsWith(scope.href)]).toEqual([new URL(site).origin, '/portal', true]);
  const installIcons = manifest.icons.filter((icon) => icon.purpose.split(' ').includes('any') && icon.type === 'image/png');
  const sizes = await Promise.all(installIcons.map((icon) => pngSize(new URL(icon.src, site).href)));
  expect(sizes.some((size) => /^png (\d+)x\1$/.test(size) && Number(size.split('x')[1]) >= 144)).toBe(true);

  // start_url is controlled by the site's service worker (that it opens offline: offline.test.ts)
  await page.goto(startUrl.href);
  expect(await page.evaluate(() => navigator.serviceWorker.controller?.scriptURL)).toBe(system().url('/sw.js'));
});

test('every public page names a picture, a title and a description for shared links', async () => {
  for (const { path } of PUBLIC_PAGES) {
    const html = await (await fetch(system().url(path))).text();
    const meta = (property: string) => attributeOf(html, ['property', property], 'content');
    expect([path, Boolean(meta('og:title')), Boolean(meta('og:description'))]).toEqual([path, true, true]);
    // an absolute address on the site's public address, which the shell serves
    const image = new URL(meta('og:image') ?? '');
    expect([path, image.pathname, meta('og:image:width'), meta('og:image:height')]).toEqual([path, '/og-image.png', '1200', '630']);
    expect(await pngSize(system().url(image.pathname))).toBe('png 1200x630');
  }
});
