import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { renderScreen } from '@academy/shared/testing/render-screen';
import { ACADEMY_NAME } from '../../../config/academy';
import { PageStatusContext } from '../../../app/page-status';
import NotFoundPage from './NotFoundPage';

test('an address with no page says so and leads home', async () => {
  const { user } = renderScreen(<NotFoundPage />, { path: '/*', url: '/no-such-page', otherPaths: ['/'] });
  expect(screen.getByRole('heading', { level: 1, name: 'Page not found' })).toBeInTheDocument();
  expect(screen.getByText(/There is no page at this address/)).toBeInTheDocument();
  expect(document.title).toBe(`Page not found | ${ACADEMY_NAME}`);
  await user.click(screen.getByRole('link', { name: 'Go to the home page' }));
  expect(screen.getByText('Now at /')).toBeInTheDocument();
});

test('the server render answers the page with 404', () => {
  const status = jest.fn();
  render(
    <PageStatusContext value={status}>
      <MemoryRouter>
        <NotFoundPage />
      </MemoryRouter>
    </PageStatusContext>,
  );
  expect(status).toHaveBeenCalledWith(404);
});
