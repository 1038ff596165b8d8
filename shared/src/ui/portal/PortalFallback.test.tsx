import { screen } from '@testing-library/react';
import { renderScreen } from '@academy/shared/testing/render-screen';
import { facilitatorUser, studentUser } from '@academy/shared/testing/users';
import PortalFallback from '@academy/shared/ui/portal/PortalFallback';

const OTHER_PATHS = ['/portal/dashboard', '/portal/instructorDesk'];

test('a student at a portal address without a screen reads that it is not found and goes back to their dashboard', async () => {
  const { user } = renderScreen(<PortalFallback />, { path: '/portal/*', url: '/portal/nowhere', signedIn: studentUser(), otherPaths: OTHER_PATHS });
  expect(screen.getByRole('heading', { name: 'Page not found' })).toBeInTheDocument();
  expect(screen.getByText('Welcome to Your Student Area - Select an option from the menu to get started.')).toBeInTheDocument();
  await user.click(screen.getByRole('link', { name: 'Back to Dashboard' }));
  expect(screen.getByText('Now at /portal/dashboard')).toBeInTheDocument();
});

test("a facilitator's way back is their desk", async () => {
  const { user } = renderScreen(<PortalFallback />, { path: '/portal/*', url: '/portal/nowhere', signedIn: facilitatorUser(), otherPaths: OTHER_PATHS });
  await user.click(screen.getByRole('link', { name: 'Back to My Desk' }));
  expect(screen.getByText('Now at /portal/instructorDesk')).toBeInTheDocument();
});
