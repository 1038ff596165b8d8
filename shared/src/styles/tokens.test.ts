import fs from 'node:fs';
import path from 'node:path';

/** The hex colour tokens of each scheme in tokens.css: light in :root, dark in the media query. */
function readSchemes(): Record<'light' | 'dark', Record<string, string>> {
  const css = fs.readFileSync(path.join(__dirname, 'tokens.css'), 'utf8');
  const darkStart = css.indexOf('@media (prefers-color-scheme: dark)');
  const colours = (block: string) => Object.fromEntries(Array.from(block.matchAll(/(--color-[a-z-]+):\s*(#[0-9a-f]{6});/g), (match) => [match[1], match[2]]));
  const light = colours(css.slice(0, darkStart));
  return { light, dark: { ...light, ...colours(css.slice(darkStart)) } };
}

function luminance(hex: string): number {
  const linear = (start: number) => {
    const c = parseInt(hex.slice(start, start + 2), 16) / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * linear(1) + 0.7152 * linear(3) + 0.0722 * linear(5);
}

function contrast(a: string, b: string): number {
  const [x, y] = [luminance(a), luminance(b)];
  return (Math.max(x, y) + 0.05) / (Math.min(x, y) + 0.05);
}

const PAGE_BACKGROUNDS = ['--color-bg', '--color-surface', '--color-surface-raised', '--color-surface-sunken'];
const PAGE_TEXTS = [
  '--color-text',
  '--color-text-muted',
  '--color-link',
  '--color-primary',
  '--color-danger',
  '--color-success',
  '--color-warning',
  '--color-info',
  '--color-accent-text',
];

/** [foreground, background, minimum ratio]: text needs 4.5:1, borders of controls and the focus ring 3:1. */
const PAIRS: Array<[string, string, number]> = [
  ...PAGE_BACKGROUNDS.flatMap((background) => PAGE_TEXTS.map((text): [string, string, number] => [text, background, 4.5])),
  ...PAGE_BACKGROUNDS.flatMap((background): Array<[string, string, number]> => [
    ['--color-border-strong', background, 3],
    ['--color-focus', background, 3],
  ]),
  ['--color-on-primary', '--color-primary', 4.5],
  ['--color-on-primary', '--color-primary-hover', 4.5],
  ['--color-surface', '--color-danger', 4.5],
  ['--color-primary', '--color-info-bg', 4.5],
  ...['--color-brand', '--color-brand-strong'].flatMap((background): Array<[string, string, number]> => [
    ['--color-on-brand', background, 4.5],
    ['--color-on-brand-muted', background, 4.5],
    ['--color-accent', background, 4.5],
  ]),
  ['--color-on-accent', '--color-accent', 4.5],
  ['--color-on-accent', '--color-accent-hover', 4.5],
  ...(['success', 'warning', 'danger', 'info'] as const).flatMap((tone): Array<[string, string, number]> => [
    [`--color-${tone}`, `--color-${tone}-bg`, 4.5],
    ['--color-text', `--color-${tone}-bg`, 4.5],
  ]),
];

describe.each(['light', 'dark'] as const)('the %s palette', (scheme) => {
  const palette = readSchemes()[scheme];

  test.each(PAIRS)('%s on %s reaches %s:1', (foreground, background, minimum) => {
    const [fg, bg] = [palette[foreground], palette[background]];
    if (!fg || !bg) throw new Error(`${foreground} or ${background} is not a hex colour token of the ${scheme} palette`);
    expect(contrast(fg, bg)).toBeGreaterThanOrEqual(minimum);
  });
});
