import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { studentUser } from '@academy/shared/testing/users';
import PortalUserMenu from '@academy/shared/ui/portal/PortalUserMenu';

function renderMenu(name?: string) {
  render(
    <MemoryRouter>
      <PortalUserMenu user={studentUser(name ? { name } : {})} />
      <button type="button">On the page</button>
    </MemoryRouter>,
  );
  return screen.getByRole('button', { expanded: false });
}

test('the menu closes when the keyboard leaves it, and does not stay open over the page', async () => {
  const user = userEvent.setup();
  const menuButton = renderMenu();
  await user.click(menuButton);
  expect(screen.getByRole('link', { name: 'Profile' })).toBeInTheDocument();

  await user.tab();
  await user.tab();
  expect(screen.getByRole('button', { name: 'Logout' })).toHaveFocus();
  await user.tab();

  expect(screen.getByRole('button', { name: 'On the page' })).toHaveFocus();
  expect(screen.queryByRole('link', { name: 'Profile' })).not.toBeInTheDocument();
  expect(menuButton).toHaveAttribute('aria-expanded', 'false');
});

test('Escape closes the menu and gives the focus back to its button', async () => {
  const user = userEvent.setup();
  const menuButton = renderMenu();
  await user.click(menuButton);
  await user.tab();
  await user.keyboard('{Escape}');
  expect(screen.queryByRole('link', { name: 'Profile' })).not.toBeInTheDocument();
  expect(menuButton).toHaveFocus();
});

test('the avatar shows the initials of the first and last names, a dash between them not counted', () => {
  const menuButton = renderMenu('G – Salma Haddad');
  expect(menuButton.querySelector('.portal-user__avatar')).toHaveTextContent(/^GH$/);
});
