import { screen } from '@testing-library/react';
import { Link, useLocation } from 'react-router-dom';
import { renderScreen } from '@academy/shared/testing/render-screen';
import { studentUser } from '@academy/shared/testing/users';
import PortalLayout from '@academy/shared/ui/portal/PortalLayout';

function Screen() {
  return (
    <>
      <p data-testid="where">{useLocation().pathname}</p>
      <Link to="/portal/courses">Courses, from the page</Link>
    </>
  );
}

test('the menu belongs to the screen it was opened on: another screen (a link on the page, Back) closes it', async () => {
  const { user } = renderScreen(
    <PortalLayout role="student">
      <Screen />
    </PortalLayout>,
    { path: '/portal/*', url: '/portal/dashboard', signedIn: studentUser() },
  );
  await user.click(await screen.findByRole('button', { name: 'Menu' }));
  expect(screen.getByRole('button', { name: 'Close menu' })).toBeInTheDocument();

  await user.click(screen.getByRole('link', { name: 'Courses, from the page' }));
  expect(screen.getByTestId('where')).toHaveTextContent('/portal/courses');
  expect(screen.queryByRole('button', { name: 'Close menu' })).not.toBeInTheDocument();
});
