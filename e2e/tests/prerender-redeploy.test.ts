// The public site is redeployed alone: its source changes, webpack builds it again (the browser build
// and the server renderer), and the new build is served on its port. The shell's server must
// prerender from the new build at the next request, without being rebuilt or restarted.
import { buildChangedSource, systemPerFile } from '../harness';

const system = systemPerFile();

// the About page's heading, in the public site's English catalog
const ENGLISH_CATALOG = 'src/locales/en.json';
const OLD_HEADING = 'About the academy';
const NEW_HEADING = 'About our academy';
// webpack builds the public site inside the test (about 20 s of CPU), on top of the pages' loads
const REBUILD_TEST_TIMEOUT_MS = 240_000;

async function prerenderedAbout(): Promise<string> {
  return (await fetch(system().url('/about'))).text();
}

/** The shell's main.js as served, with its ETag (size and modification time): a shell build changes it. */
async function shellScript(): Promise<{ etag: string | null; body: string }> {
  const response = await fetch(system().url('/main.js'));
  return { etag: response.headers.get('etag'), body: await response.text() };
}

test(
  'rebuilding the public site alone with a new heading changes the prerendered pages, with no shell build or restart',
  async () => {
    const shellBefore = await shellScript();
    expect(await prerenderedAbout()).toContain(OLD_HEADING);

    const build = await buildChangedSource('public-site', ENGLISH_CATALOG, (source) =>
      source.replace(`"site.about.title": "${OLD_HEADING}"`, `"site.about.title": "${NEW_HEADING}"`),
    );
    try {
      await system().stopArea('public-site');
      await system().startArea('public-site', { distDir: build.distDir });

      const after = await prerenderedAbout();
      expect(after).toContain(NEW_HEADING);
      expect(after).not.toContain(OLD_HEADING);

      // the browser gets the same page without scripts, and hydrates it with the new build
      const page = await system().newPage({ javaScriptEnabled: false });
      await page.goto(system().url('/about'));
      expect(await page.getByRole('main').getByRole('heading', { level: 1 }).textContent()).toBe(NEW_HEADING);
      const live = await system().newPage();
      const errors: string[] = [];
      live.on('console', (message) => {
        if (message.type() === 'error') errors.push(message.text());
      });
      await live.goto(system().url('/about'));
      await live.waitForLoadState('networkidle');
      await live.getByRole('main').getByRole('heading', { level: 1, name: NEW_HEADING }).waitFor();
      expect(errors).toEqual([]);
    } finally {
      await system().stopArea('public-site');
      await system().startArea('public-site');
      build.remove();
    }

    const restored = await prerenderedAbout();
    expect(restored).toContain(OLD_HEADING);
    expect(restored).not.toContain(NEW_HEADING);
    expect(await shellScript()).toEqual(shellBefore);
  },
  REBUILD_TEST_TIMEOUT_MS,
);
