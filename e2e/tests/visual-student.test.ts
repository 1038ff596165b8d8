/** The visual check (e2e/README.md) of every portal screen of a student, the dashboard in French and Arabic, and a graduate's certificate. */
import { STUDENT } from '../support';
import { ASSIGNMENT_DETAILS, COURSE_DETAILS, SCREEN_TIMEOUT_MS, at, clickThrough, visualSuite } from '../visual-suite';

const { signedInStillPage, checkScreens } = visualSuite({ readmeScreens: ['student-dashboard'] });
const GRADUATE = 'graduate@example.org';

test(
  "every portal screen of a student, and a graduate's certificate",
  async () => {
    const page = await signedInStillPage(STUDENT);
    await checkScreens(page, 'student', [
      // where a student lands; /portal/dashboard shows the same screen, so moving there changes nothing to wait for
      { name: 'dashboard', open: at('/portal') },
      { name: 'courses', open: at('/portal/courses') },
      COURSE_DETAILS,
      { name: 'assignments', open: at('/portal/assignments') },
      ASSIGNMENT_DETAILS,
      { name: 'submissions', open: at('/portal/submissions') },
      { name: 'grades', open: at('/portal/grades') },
      { name: 'live-classes', open: at('/portal/events') },
      { name: 'profile', open: at('/portal/profile') },
      { name: 'not-found', open: at('/portal/no-such-screen') },
      { name: 'dashboard', locale: 'fr', open: at('/portal') },
      { name: 'dashboard', locale: 'ar', open: at('/portal') },
    ]);

    const graduate = await signedInStillPage(GRADUATE);
    await checkScreens(graduate, 'graduate', [
      { name: 'certificate', open: at('/certificate'), mask: (p) => [p.locator('.sp-certificate__code')] },
      {
        name: 'certificate-verified',
        open: (p) => clickThrough(p, p.getByRole('link', { name: 'the verification page' }), /\/certificate\/verify\/.+/),
        mask: (p) => [p.getByLabel('Verification code'), p.locator('.sp-certificate__valid')],
      },
    ]);
  },
  SCREEN_TIMEOUT_MS,
);
