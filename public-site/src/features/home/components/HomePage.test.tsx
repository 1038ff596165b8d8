import { screen, within } from '@testing-library/react';
import { renderScreen } from '@academy/shared/testing/render-screen';
import { ACADEMY_NAME, DEFAULT_APPLY_URL } from '../../../config/academy';
import HomePage from './HomePage';

const HIGHLIGHTS = { 'Three levels': '/programs', 'Experienced faculty': '/faculty', 'Entirely online': '/about' };

test('the home page names the academy, the foundation behind it, and has the Apply button to the application form', () => {
  renderScreen(<HomePage />);
  expect(screen.getByRole('heading', { level: 1, name: ACADEMY_NAME })).toBeInTheDocument();
  expect(screen.getByText('An Education Support Initiative of the Foundation')).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'APPLY HERE' })).toHaveAttribute('href', DEFAULT_APPLY_URL);
  expect(document.title).toBe(ACADEMY_NAME);
});

test('each reason to study with us leads to its page', async () => {
  const { user } = renderScreen(<HomePage />, { otherPaths: Object.values(HIGHLIGHTS) });
  const reasons = within(screen.getByRole('region', { name: 'Why study with us' }));
  for (const [title, path] of Object.entries(HIGHLIGHTS)) expect(reasons.getByRole('link', { name: title })).toHaveAttribute('href', path);
  await user.click(reasons.getByRole('link', { name: 'Experienced faculty' }));
  expect(screen.getByText('Now at /faculty')).toBeInTheDocument();
});
