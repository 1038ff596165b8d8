import { screen } from '@testing-library/react';
import type { ErrorCode } from '@academy/contract/rules/error-codes';
import { mockEndpoint } from '@academy/shared/testing/api-mocks';
import { renderScreen } from '@academy/shared/testing/render-screen';
import { studentUser } from '@academy/shared/testing/users';
import PortalRoutes from '../../app/portal-routes';

// typing through user-event on a busy 2-core machine can pass the 5 s default; nothing here is timed
jest.setTimeout(30_000);

/** The API's refusal of a cohort's data to a student whose place awaits approval. */
const AWAITING_APPROVAL_NOTICE =
  'Your place is awaiting approval by the academy. Your courses, classes and figures open here as soon as an administrator approves you.';

const AWAITING = { error: 'Your place is awaiting approval.', code: 'awaiting_approval' satisfies ErrorCode };

function renderPortalAt(url: string) {
  return renderScreen(<PortalRoutes />, { path: '/portal/*', url, signedIn: studentUser() });
}

test('an approved student gets the screen they opened', async () => {
  mockEndpoint('listCourses', []);
  renderPortalAt('/portal/courses');
  expect(await screen.findByRole('heading', { name: 'Courses', level: 1 })).toBeInTheDocument();
  expect(screen.queryByText(AWAITING_APPROVAL_NOTICE)).not.toBeInTheDocument();
});

test('a student whose place awaits approval reads the notice instead of the screen, with no failure toast, and can reach their profile', async () => {
  mockEndpoint('listCourses', AWAITING, 403);
  renderPortalAt('/portal/courses');
  expect(await screen.findByRole('heading', { name: 'Awaiting approval' })).toBeInTheDocument();
  expect(screen.getByRole('status')).toHaveTextContent(AWAITING_APPROVAL_NOTICE);
  expect(screen.getByRole('link', { name: 'Your profile' })).toHaveAttribute('href', '/portal/profile');
  expect(screen.queryByText('Failed to fetch courses. Please try again.')).not.toBeInTheDocument();
});
