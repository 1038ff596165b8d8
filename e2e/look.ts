/**
 * The looks every screen is checked in (viewport and colour scheme), and the checks the visual
 * test runs in each: screenshots against committed baselines, fonts, axe. `UPDATE_BASELINES=1`
 * writes the screenshots as the new baselines instead of comparing.
 */
import fs from 'node:fs';
import path from 'node:path';
import pixelmatch from 'pixelmatch';
import sharp from 'sharp';
import type { Locator, Page } from 'playwright-core';

export interface Look {
  name: string;
  width: number;
  height: number;
  scheme: 'light' | 'dark';
  /**
   * What is checked beside the screenshot, at the phone and desktop widths (the tablet width only
   * has a screenshot): fonts and every axe rule in the light scheme; in the dark one, which changes
   * colours and nothing else, the axe rules that read colours.
   */
  audit: 'all' | 'colours' | null;
}

/** The axe rules whose answer depends on colours. */
export const COLOUR_RULES = ['color-contrast', 'link-in-text-block'];

export const LOOKS: Look[] = [
  { name: 'phone-light', width: 390, height: 844, scheme: 'light', audit: 'all' },
  { name: 'phone-dark', width: 390, height: 844, scheme: 'dark', audit: 'colours' },
  { name: 'tablet-light', width: 768, height: 1024, scheme: 'light', audit: null },
  { name: 'desktop-light', width: 1280, height: 800, scheme: 'light', audit: 'all' },
  { name: 'desktop-dark', width: 1280, height: 800, scheme: 'dark', audit: 'colours' },
];

export const BASELINE_DIR = path.resolve(__dirname, 'baselines');
/** Where a failed comparison leaves the screenshot it took and the difference (not committed). */
export const DIFF_DIR = path.resolve(__dirname, 'visual-diff');
export const UPDATING_BASELINES = process.env.UPDATE_BASELINES === '1';

/** Per pixel: how far two colours may be apart (pixelmatch's 0-1 scale); per image: the share of pixels that may differ. */
const PIXEL_THRESHOLD = 0.1;
const MAX_DIFFERENT_SHARE = 0.001;

/** Toasts come and go with time; carets blink. Neither belongs in a screenshot. */
const STILL_PAGE_CSS = '.Toastify { display: none !important; } * { caret-color: transparent !important; }';

export async function makeStill(page: Page): Promise<void> {
  await page.addStyleTag({ content: STILL_PAGE_CSS });
}

export async function applyLook(page: Page, look: Look): Promise<void> {
  await page.setViewportSize({ width: look.width, height: look.height });
  await page.emulateMedia({ colorScheme: look.scheme });
  await page.mouse.move(0, 0);
}

/**
 * Waits until the screen has its heading, no loading placeholder is left, the images in view
 * (lazy ones further down never load for a screenshot of the viewport) are in and decoded, and
 * the fonts are in.
 */
export async function waitUntilSettled(page: Page): Promise<void> {
  await page.locator('h1').first().waitFor();
  await page.waitForFunction(
    () =>
      !document.querySelector('.skeleton') &&
      Array.from(document.images)
        .filter((image) => image.loading !== 'lazy' || image.getBoundingClientRect().top < window.innerHeight)
        .every((image) => image.complete),
  );
  // a loaded image is decoded, and painted, a little later; on a busy machine after the screenshot
  await page.evaluate(() =>
    Promise.all(
      Array.from(document.images)
        .filter((image) => image.complete && image.naturalWidth > 0)
        .map((image) => image.decode()),
    ),
  );
  await page.evaluate(() => document.fonts.ready.then(() => undefined));
}

/** Elements whose computed font-family could fall back to a serif face. */
export async function serifFallbacks(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const SERIF = /^(serif|times|times new roman|georgia|garamond|cambria|palatino|book antiqua)$/;
    const SAFE_GENERIC = ['sans-serif', 'monospace', 'system-ui'];
    const selectors = 'body, h1, h2, h3, h4, h5, h6, p, a, label, button, input, select, textarea, th, td, li, dt, dd';
    const problems = new Set<string>();
    for (const element of Array.from(document.querySelectorAll<HTMLElement>(selectors))) {
      const family = getComputedStyle(element).fontFamily;
      const families = family.split(',').map((name) =>
        name
          .trim()
          .replace(/^['"]|['"]$/g, '')
          .toLowerCase(),
      );
      const lastResort = families[families.length - 1] ?? '';
      if (families.some((name) => SERIF.test(name)) || !SAFE_GENERIC.includes(lastResort)) {
        problems.add(`${element.tagName.toLowerCase()}${element.className ? `.${String(element.className).split(' ')[0]}` : ''}: ${family}`);
      }
    }
    return Array.from(problems);
  });
}

/** A PNG's pixels as RGBA bytes (sharp decodes natively; a JavaScript decoder took most of the visual test's time). */
async function rgba(png: Buffer): Promise<{ data: Buffer; width: number; height: number }> {
  const { data, info } = await sharp(png).ensureAlpha().raw().toBuffer({ resolveWithObject: true });
  return { data, width: info.width, height: info.height };
}

/**
 * Compares a screenshot with its baseline (or writes it when updating). Returns a problem or null.
 * `mask` covers what changes from run to run (a random certificate code, the day it was issued).
 */
export async function compareWithBaseline(page: Page, name: string, mask: Locator[] = []): Promise<string | null> {
  const shot = await page.screenshot({ animations: 'disabled', caret: 'hide', mask });
  const baselineFile = path.join(BASELINE_DIR, `${name}.png`);
  if (UPDATING_BASELINES) {
    fs.mkdirSync(BASELINE_DIR, { recursive: true });
    fs.writeFileSync(baselineFile, shot);
    return null;
  }
  if (!fs.existsSync(baselineFile)) return `${name}: no baseline (run with UPDATE_BASELINES=1)`;
  const baseline = fs.readFileSync(baselineFile);
  // Chromium encodes the same pixels to the same bytes: most screens need no decoding at all
  if (shot.equals(baseline)) return null;
  const [actual, expected] = await Promise.all([rgba(shot), rgba(baseline)]);
  if (actual.width !== expected.width || actual.height !== expected.height) {
    return `${name}: ${actual.width}x${actual.height}, the baseline is ${expected.width}x${expected.height}`;
  }
  const { width, height } = actual;
  const diff = Buffer.alloc(width * height * 4);
  const different = pixelmatch(actual.data, expected.data, diff, width, height, { threshold: PIXEL_THRESHOLD });
  const share = different / (width * height);
  if (share <= MAX_DIFFERENT_SHARE) return null;
  fs.mkdirSync(DIFF_DIR, { recursive: true });
  fs.writeFileSync(path.join(DIFF_DIR, `${name}.actual.png`), shot);
  await sharp(diff, { raw: { width, height, channels: 4 } })
    .png()
    .toFile(path.join(DIFF_DIR, `${name}.diff.png`));
  return `${name}: ${different} pixels (${(share * 100).toFixed(2)}%) differ from the baseline (see e2e/visual-diff/)`;
}
