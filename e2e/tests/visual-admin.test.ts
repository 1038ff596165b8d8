/** The visual check (e2e/README.md) of every portal screen of an administrator, oversight included. */
import { SCREEN_TIMEOUT_MS, at, visualSuite } from '../visual-suite';

const ADMIN = 'admin@example.org';
const { signedInStillPage, checkScreens } = visualSuite();

test(
  'every portal screen of an administrator',
  async () => {
    const page = await signedInStillPage(ADMIN);
    await checkScreens(page, 'admin', [
      { name: 'accounts', open: at('/portal/admin') },
      { name: 'cohorts', open: at('/portal/admin/cohorts') },
      { name: 'invitations', open: at('/portal/admin/invitations') },
      { name: 'announcements', open: at('/portal/admin/announcements') },
      { name: 'faq', open: at('/portal/admin/faq') },
      { name: 'faculty', open: at('/portal/admin/faculty') },
      {
        // the shared system's log grows with every file that signs out: shown filtered to cohort
        // records, which no file sharing the system changes
        name: 'audit',
        open: async (p) => {
          await at('/portal/admin/audit')(p);
          await p.getByLabel('Records').selectOption('cohort');
          await p.getByRole('button', { name: 'Filter' }).click();
          await p.getByText('Nothing recorded.').waitFor();
        },
      },
      { name: 'courses', open: at('/portal/courses') },
      { name: 'gradebook', open: at('/portal/gradebook') },
      { name: 'students', open: at('/portal/students') },
    ]);
  },
  SCREEN_TIMEOUT_MS,
);
