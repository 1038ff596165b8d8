import { systemPerFile } from '../harness';

const system = systemPerFile();

test('redeploying the public site alone changes the prerendered pages, with no shell build or restart', async () => {
  const before = await (await fetch(system().url('/about'))).text();
  expect(before).toContain('About the academy');

  const restore = await system().redeploy('public-site', (_file, content) => content.replaceAll('About the academy', 'About our academy'));
  try {
    const after = await (await fetch(system().url('/about'))).text();
    expect(after).toContain('About our academy');
    expect(after).not.toContain('About the academy');

    // the browser gets the same page without scripts, and hydrates it with the new build
    const page = await system().newPage({ javaScriptEnabled: false });
    await page.goto(system().url('/about'));
    expect(await page.getByRole('main').getByRole('heading', { level: 1 }).textContent()).toBe('About our academy');
    const live = await system().newPage();
    const errors: string[] = [];
    live.on('console', (message) => {
      if (message.type() === 'error') errors.push(message.text());
    });
    await live.goto(system().url('/about'));
    await live.waitForLoadState('networkidle');
    await live.getByRole('main').getByRole('heading', { level: 1, name: 'About our academy' }).waitFor();
    expect(errors).toEqual([]);
  } finally {
    await restore();
  }
  expect(await (await fetch(system().url('/about'))).text()).toContain('About the academy');
});
