import { screen } from '@testing-library/react';
import { renderScreen } from '@academy/shared/testing/render-screen';
import { ACADEMY_NAME } from '../../../config/academy';
import AboutPage from './AboutPage';

// the requirements' statements, word for word
const MISSION_STATEMENT = "To develop Christian-driven leaders who are adaptive in bringing change and influential in advancing God's kingdom on earth.";
const VISION_STATEMENT = 'To produce servant-transformational leaders who bring true change in every endeavour of life.';
const FREE_FIRST_YEAR_STATEMENT = 'All courses are free in the first year of the program.';

test('the about page gives the mission, the vision and that the first year is free', () => {
  renderScreen(<AboutPage />, { path: '/about' });
  expect(screen.getByRole('heading', { level: 1, name: 'About the academy' })).toBeInTheDocument();
  expect(screen.getByRole('region', { name: 'Our mission' })).toHaveTextContent(MISSION_STATEMENT);
  expect(screen.getByRole('region', { name: 'Our vision' })).toHaveTextContent(VISION_STATEMENT);
  expect(screen.getByText(FREE_FIRST_YEAR_STATEMENT, { exact: false })).toBeInTheDocument();
  expect(document.title).toBe(`About | ${ACADEMY_NAME}`);
});

test('how the program works leads to the three programs', async () => {
  const { user } = renderScreen(<AboutPage />, { path: '/about', otherPaths: ['/programs'] });
  expect(screen.getByRole('region', { name: 'How the program works' })).toHaveTextContent(/Three course levels/);
  await user.click(screen.getByRole('link', { name: 'See the three programs' }));
  expect(screen.getByText('Now at /programs')).toBeInTheDocument();
});
