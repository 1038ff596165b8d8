import { screen, waitForElementToBeRemoved, within } from '@testing-library/react';
import type { Intakes } from '@academy/shared/domain/types';
import { ACCOUNT_PATHS } from '@academy/shared/routing/account-routes';
import { holdEndpoint, mockEndpoint } from '@academy/shared/testing/api-mocks';
import { renderScreen } from '@academy/shared/testing/render-screen';
import { ACADEMY_NAME, DEFAULT_APPLY_URL } from '../../../config/academy';
import ProgramsPage from './ProgramsPage';

const OPEN: Intakes = {
  sign_up_open: true,
  cohorts: [
    { id: 4, name: 'Cohort 4', start_date: '2027-01-11' },
    { id: 5, name: 'Cohort 5', start_date: null },
  ],
};

const nextStep = () => within(screen.getByRole('region', { name: 'Join the next intake' }));

test('the three levels are listed with Apply, while the open intakes load', () => {
  holdEndpoint('getIntakes');
  renderScreen(<ProgramsPage />, { path: '/programs' });
  expect(screen.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent)).toEqual([
    "Believer-Beginners' Class",
    'Minister-Service Class',
    'Leader-Managerial Class',
    'Join the next intake',
  ]);
  expect(nextStep().getByRole('status')).toHaveTextContent('Loading the open intakes...');
  expect(nextStep().getByRole('link', { name: 'Apply' })).toHaveAttribute('href', DEFAULT_APPLY_URL);
  expect(document.title).toBe(`Programs | ${ACADEMY_NAME}`);
});

test('open intakes are listed with their start, and sign-up leads to creating an account', async () => {
  mockEndpoint('getIntakes', OPEN);
  const { user } = renderScreen(<ProgramsPage />, { path: '/programs', otherPaths: [ACCOUNT_PATHS.account] });
  expect(await screen.findByText(/starts Mon, 11 Jan 2027/)).toHaveTextContent('Cohort 4: starts Mon, 11 Jan 2027');
  expect(
    nextStep()
      .getByText(/Cohort 5/)
      .closest('li'),
  ).toHaveTextContent('Cohort 5: start date to be announced');
  await user.click(nextStep().getByRole('link', { name: 'create your student account' }));
  expect(screen.getByText(`Now at ${ACCOUNT_PATHS.account}`)).toBeInTheDocument();
});

test('no open intake and sign-up closed: the page says so and offers Apply only', async () => {
  mockEndpoint('getIntakes', { sign_up_open: false, cohorts: [] });
  renderScreen(<ProgramsPage />, { path: '/programs' });
  expect(await screen.findByText('No intake is open right now. Apply, and the academy writes to you when the next one opens.')).toBeInTheDocument();
  expect(
    nextStep()
      .getAllByRole('link')
      .map((link) => link.textContent),
  ).toEqual(['Apply']);
});

test('intakes that cannot be loaded leave the programs and Apply in place', async () => {
  mockEndpoint('getIntakes', { error: 'down' }, 500);
  renderScreen(<ProgramsPage />, { path: '/programs' });
  await waitForElementToBeRemoved(() => nextStep().queryByRole('status'));
  expect(nextStep().queryByRole('list')).not.toBeInTheDocument();
  expect(nextStep().getByRole('link', { name: 'Apply' })).toHaveAttribute('href', DEFAULT_APPLY_URL);
});
