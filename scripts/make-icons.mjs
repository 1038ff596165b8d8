// Draws the home-screen icons, the favicon and the picture of shared links from the academy's logo
// (shared/src/assets/logo.svg) in its colours (shared/src/styles/tokens.css), into
// shared/src/assets/icons/. The PNGs are committed: run this again only when the logo changes.
//   node scripts/make-icons.mjs
import fs from 'node:fs';
import path from 'node:path';
import pngToIco from 'png-to-ico';
import sharp from 'sharp';
import { ROOT } from './lib.mjs';

const ASSETS = path.join(ROOT, 'shared', 'src', 'assets');
const OUT = path.join(ASSETS, 'icons');
const LOGO = fs.readFileSync(path.join(ASSETS, 'logo.svg'));
// --color-bg and --color-brand of the light scheme
const BACKGROUND = '#f5f6f8';
const BRAND = '#1b365d';

/** The logo, `logoSize` pixels high, centred on a `width` x `height` background. */
async function drawn(width, height, logoSize, { band = false } = {}) {
  const logo = await sharp(LOGO, { density: (72 * logoSize) / 64 })
    .resize(logoSize, logoSize)
    .png()
    .toBuffer();
  /** @type {import('sharp').OverlayOptions[]} */
  const layers = [{ input: logo, gravity: 'centre' }];
  if (band) {
    const stripe = Math.round(height / 16);
    layers.push({ input: { create: { width, height: stripe, channels: 4, background: BRAND } }, top: height - stripe, left: 0 });
  }
  return sharp({ create: { width, height, channels: 4, background: BACKGROUND } })
    .composite(layers)
    .flatten({ background: BACKGROUND })
    .png({ compressionLevel: 9 })
    .toBuffer();
}

const FILES = {
  // purpose "any": the logo nearly fills the square
  'icon-192.png': () => drawn(192, 192, 160),
  'icon-512.png': () => drawn(512, 512, 428),
  // purpose "maskable": the logo inside the central 80 % circle every mask keeps
  'icon-maskable-512.png': () => drawn(512, 512, 320),
  // iOS rounds the corners itself and shows transparency as black: an opaque square
  'apple-touch-icon.png': () => drawn(180, 180, 148),
  // Open Graph's recommended 1.91:1 picture of a shared link
  'og-image.png': () => drawn(1200, 630, 400, { band: true }),
  // what a browser, a feed reader or a bookmark asks for without reading the page: 16, 32 and 48 px
  'favicon.ico': async () => pngToIco(await Promise.all([16, 32, 48].map((size) => drawn(size, size, size)))),
};

fs.mkdirSync(OUT, { recursive: true });
for (const [name, draw] of Object.entries(FILES)) {
  fs.writeFileSync(path.join(OUT, name), await draw());
  console.log(`${path.relative(ROOT, path.join(OUT, name))}`);
}
