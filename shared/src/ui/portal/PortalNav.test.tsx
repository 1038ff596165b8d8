import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, useLocation } from 'react-router-dom';
import PortalNav from '@academy/shared/ui/portal/PortalNav';

function Where() {
  return <output aria-label="Location">{useLocation().pathname}</output>;
}

test("a facilitator's Announcements entry leads to /portal/announcements and is then the current page", async () => {
  render(
    <MemoryRouter initialEntries={['/portal/instructorDesk']}>
      <PortalNav role="facilitator" />
      <Where />
    </MemoryRouter>,
  );
  const entry = screen.getByRole('link', { name: 'Announcements' });
  expect(entry).not.toHaveAttribute('aria-current');
  expect(screen.getByRole('link', { name: 'My Desk' })).toHaveAttribute('aria-current', 'page');

  await userEvent.click(entry);

  expect(screen.getByRole('status', { name: 'Location' })).toHaveTextContent('/portal/announcements');
  expect(screen.getByRole('link', { name: 'Announcements' })).toHaveAttribute('aria-current', 'page');
  expect(screen.getByRole('link', { name: 'My Desk' })).not.toHaveAttribute('aria-current');
});

test('a student has no Announcements entry', () => {
  render(
    <MemoryRouter initialEntries={['/portal/dashboard']}>
      <PortalNav role="student" />
    </MemoryRouter>,
  );
  expect(screen.queryByRole('link', { name: 'Announcements' })).toBeNull();
});
