/**
 * The visual check (e2e/README.md) of the public pages, the account screens and certificate
 * verification: every screen in every look against its committed baseline.
 *
 *   npx jest -c e2e/jest.config.js visual                     # compare (every visual file)
 *   UPDATE_BASELINES=1 npx jest -c e2e/jest.config.js visual  # rewrite the baselines
 */
import { makeStill } from '../look';
import { SCREEN_TIMEOUT_MS, at, visualSuite } from '../visual-suite';

const { system, stillPage, checkScreens } = visualSuite();

test(
  'public pages, account screens and certificate verification',
  async () => {
    const page = await stillPage();
    await page.goto(system().url('/'));
    await makeStill(page);
    await checkScreens(page, 'public', [
      { name: 'home', open: at('/') },
      { name: 'about', open: at('/about') },
      { name: 'programs', open: at('/programs') },
      { name: 'faculty', open: at('/faculty') },
      { name: 'faculty-member', open: at('/faculty/1') },
      { name: 'faq', open: at('/faq') },
      { name: 'contact', open: at('/contact') },
      { name: 'not-found', open: at('/no-such-page') },
      { name: 'login', open: at('/login') },
      { name: 'sign-up', open: at('/JJRSFCLA') },
      { name: 'forgot-password', open: at('/forgot-password') },
      { name: 'reset-password', open: at('/reset-password') },
      { name: 'certificate-verify', open: at('/certificate/verify') },
    ]);
  },
  SCREEN_TIMEOUT_MS,
);
