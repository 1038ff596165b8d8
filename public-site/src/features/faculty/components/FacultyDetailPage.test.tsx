import { render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import type { FacultyMember } from '@academy/shared/domain/types';
import { mockEndpoint } from '@academy/shared/testing/api-mocks';
import { renderScreen } from '@academy/shared/testing/render-screen';
import { ACADEMY_NAME } from '../../../config/academy';
import { PageDataContext } from '../../../app/page-data';
import { PageStatusContext } from '../../../app/page-status';
import FacultyDetailPage from './FacultyDetailPage';

const GRACE: FacultyMember = {
  id: 1,
  slug: 'grace-mwangi',
  name: 'Rev. Grace Mwangi',
  title: 'Dean of studies',
  biography: 'Has taught for twenty years.\nLeads the Level 3 class.',
  portrait_path: null,
};

const openMember = (slug: string) => renderScreen(<FacultyDetailPage />, { path: '/faculty/:id', url: `/faculty/${slug}`, otherPaths: ['/faculty'] });

test("a member's page says it is loading, then gives their name, role and biography paragraph by paragraph", async () => {
  const asked = mockEndpoint('getFacultyMember', GRACE).received;
  openMember('grace-mwangi');
  expect(screen.getByRole('status')).toHaveTextContent('Loading the faculty member...');
  expect(await screen.findByRole('heading', { level: 1, name: 'Rev. Grace Mwangi' })).toBeInTheDocument();
  expect(screen.getByText('Dean of studies')).toBeInTheDocument();
  expect(screen.getByText('Has taught for twenty years.', { selector: 'p' })).toBeInTheDocument();
  expect(screen.getByText('Leads the Level 3 class.', { selector: 'p' })).toBeInTheDocument();
  expect(document.title).toBe(`Rev. Grace Mwangi | ${ACADEMY_NAME}`);
  expect(asked.map((request) => request.params)).toEqual([{ slug: 'grace-mwangi' }]);
});

test('Back to faculty goes to the list', async () => {
  mockEndpoint('getFacultyMember', GRACE);
  const { user } = openMember('grace-mwangi');
  await user.click(await screen.findByRole('link', { name: '← Back to faculty' }));
  expect(screen.getByText('Now at /faculty')).toBeInTheDocument();
});

test('a member the API does not know says so, with the way back', async () => {
  mockEndpoint('getFacultyMember', { error: 'Not found' }, 404);
  openMember('nobody-here');
  expect(await screen.findByRole('heading', { level: 1, name: 'faculty member not found' })).toBeInTheDocument();
  expect(screen.getByRole('link', { name: '← Back to faculty' })).toBeInTheDocument();
  // its tab says what it is, not the faculty list it is not
  await waitFor(() => expect(document.title).toBe(`Page not found | ${ACADEMY_NAME}`));
});

test('an address that cannot be a member is not found without asking the API', async () => {
  openMember('Not A Slug');
  // no mock answers getFacultyMember: a request would fail the test
  expect(await screen.findByRole('heading', { level: 1, name: 'faculty member not found' })).toBeInTheDocument();
});

test('a page that cannot be loaded says so; Retry asks again', async () => {
  mockEndpoint('getFacultyMember', { error: 'down' }, 500);
  const { user } = openMember('grace-mwangi');
  expect(await screen.findByRole('alert')).toHaveTextContent('This page could not be loaded.');
  mockEndpoint('getFacultyMember', GRACE);
  await user.click(screen.getByRole('button', { name: 'Retry' }));
  expect(await screen.findByRole('heading', { level: 1, name: 'Rev. Grace Mwangi' })).toBeInTheDocument();
});

test('the server render answers a missing member with 404', () => {
  const status = jest.fn();
  render(
    <PageStatusContext value={status}>
      <PageDataContext value={{ 'faculty/nobody-here/en': null }}>
        <MemoryRouter initialEntries={['/faculty/nobody-here']}>
          <Routes>
            <Route path="/faculty/:id" element={<FacultyDetailPage />} />
          </Routes>
        </MemoryRouter>
      </PageDataContext>
    </PageStatusContext>,
  );
  expect(screen.getByRole('heading', { level: 1, name: 'faculty member not found' })).toBeInTheDocument();
  expect(status).toHaveBeenCalledWith(404);
});
