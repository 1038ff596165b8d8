/** The visual check (e2e/README.md) of every portal screen of a facilitator, the desk in French and Arabic. */
import { FACILITATOR } from '../support';
import { ASSIGNMENT_DETAILS, COURSE_DETAILS, SCREEN_TIMEOUT_MS, at, clickThrough, visualSuite } from '../visual-suite';

const { signedInStillPage, checkScreens } = visualSuite({ readmeScreens: ['facilitator-my-desk'] });

test(
  'every portal screen of a facilitator',
  async () => {
    const page = await signedInStillPage(FACILITATOR);
    await checkScreens(page, 'facilitator', [
      { name: 'my-desk', open: at('/portal/instructorDesk') },
      { name: 'courses', open: at('/portal/courses') },
      COURSE_DETAILS,
      { name: 'topic-form', open: (p) => clickThrough(p, p.getByRole('button', { name: 'Add Topic', exact: true }), /\/portal\/topic\/new/) },
      { name: 'course-form', open: at('/portal/course/new') },
      { name: 'assignments', open: at('/portal/assignments') },
      ASSIGNMENT_DETAILS,
      { name: 'assignment-form', open: at('/portal/assignment/new') },
      { name: 'submissions', open: at('/portal/submissions') },
      { name: 'live-classes', open: at('/portal/events') },
      { name: 'live-class-form', open: at('/portal/event/new') },
      { name: 'attendance', open: at('/portal/attendance/new') },
      { name: 'gradebook', open: at('/portal/gradebook') },
      { name: 'announcements', open: at('/portal/announcements') },
      { name: 'profile', open: at('/portal/profile') },
      { name: 'my-desk', locale: 'fr', open: at('/portal/instructorDesk') },
      { name: 'my-desk', locale: 'ar', open: at('/portal/instructorDesk') },
    ]);
  },
  SCREEN_TIMEOUT_MS,
);
