import { screen } from '@testing-library/react';
import { renderScreen } from '@academy/shared/testing/render-screen';
import { ACADEMY_NAME, FREE_FIRST_YEAR_STATEMENT, MISSION_STATEMENT, VISION_STATEMENT } from '../../../config/academy';
import AboutPage from './AboutPage';

test('the about page gives the mission, the vision and that the first year is free', () => {
  renderScreen(<AboutPage />, { path: '/about' });
  expect(screen.getByRole('heading', { level: 1, name: 'About the academy' })).toBeInTheDocument();
  expect(screen.getByRole('region', { name: 'Our mission' })).toHaveTextContent(MISSION_STATEMENT);
  expect(screen.getByRole('region', { name: 'Our vision' })).toHaveTextContent(VISION_STATEMENT);
  expect(screen.getByText(new RegExp(FREE_FIRST_YEAR_STATEMENT))).toBeInTheDocument();
  expect(document.title).toBe(`About | ${ACADEMY_NAME}`);
});

test('how the program works leads to the three programs', async () => {
  const { user } = renderScreen(<AboutPage />, { path: '/about', otherPaths: ['/programs'] });
  expect(screen.getByRole('region', { name: 'How the program works' })).toHaveTextContent(/Three course levels/);
  await user.click(screen.getByRole('link', { name: 'See the three programs' }));
  expect(screen.getByText('Now at /programs')).toBeInTheDocument();
});
