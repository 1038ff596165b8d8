import { screen } from '@testing-library/react';
import { renderScreen } from '@academy/shared/testing/render-screen';
import { ACADEMY_NAME, CONTACT_EMAIL } from '../../../config/academy';
import PrivacyPage from './PrivacyPage';

test('the privacy page says what is stored, for how long, how to download or delete it, and whom to ask', () => {
  renderScreen(<PrivacyPage />, { path: '/privacy' });
  expect(screen.getByRole('heading', { level: 1, name: 'Your data and privacy' })).toBeInTheDocument();
  expect(screen.getByRole('region', { name: 'What we store, and why' })).toHaveTextContent('We do not sell or share your data');
  expect(screen.getByRole('region', { name: 'For how long' })).toHaveTextContent(/marks and attendance stay without your name/);
  expect(screen.getByRole('region', { name: 'Download or delete your data' })).toHaveTextContent(/Download my data.*Delete my account/);
  expect(screen.getByRole('link', { name: CONTACT_EMAIL })).toHaveAttribute('href', `mailto:${CONTACT_EMAIL}`);
  expect(document.title).toBe(`Privacy | ${ACADEMY_NAME}`);
});

test('the contact form is one click away', async () => {
  const { user } = renderScreen(<PrivacyPage />, { path: '/privacy', otherPaths: ['/contact'] });
  await user.click(screen.getByRole('link', { name: 'contact form' }));
  expect(screen.getByText('Now at /contact')).toBeInTheDocument();
});
