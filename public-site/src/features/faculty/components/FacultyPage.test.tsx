import { render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { appConfig } from '@academy/shared/config/app-config';
import type { FacultyMember } from '@academy/shared/domain/types';
import { mockEndpoint } from '@academy/shared/testing/api-mocks';
import { renderScreen } from '@academy/shared/testing/render-screen';
import { ACADEMY_NAME } from '../../../config/academy';
import { PageDataContext } from '../../../app/page-data';
import FacultyPage from './FacultyPage';

const GRACE: FacultyMember = {
  id: 1,
  slug: 'grace-mwangi',
  name: 'Rev. Grace Mwangi',
  title: 'Dean of studies',
  biography: 'Teaches.',
  portrait_path: '/content/faculty/grace-mwangi/portrait?v=2',
};
const DAVID: FacultyMember = { id: 2, slug: 'david-kamau', name: 'David Kamau', title: 'Facilitator', biography: 'Leads.', portrait_path: null };

test('the faculty says it is loading, then lists each member with their role, portrait and a link to their page', async () => {
  mockEndpoint('listFaculty', [GRACE, DAVID]);
  const { user } = renderScreen(<FacultyPage />, { path: '/faculty', otherPaths: ['/faculty/:id'] });
  expect(screen.getByRole('status')).toHaveTextContent('Loading the faculty...');
  expect(document.title).toBe(`Faculty | ${ACADEMY_NAME}`);
  const grace = (await screen.findByRole('heading', { name: 'Rev. Grace Mwangi' })).closest('li')!;
  expect(grace).toHaveTextContent('Dean of studies');
  expect(within(grace).getByRole('img', { name: 'Portrait of Rev. Grace Mwangi, Dean of studies' })).toHaveAttribute(
    'src',
    `${appConfig().apiBaseUrl}/content/faculty/grace-mwangi/portrait?v=2`,
  );
  // without a portrait: the initials
  expect(screen.getByRole('img', { name: 'Portrait of David Kamau, Facilitator' })).toHaveTextContent('DK');
  await user.click(screen.getByRole('link', { name: 'David Kamau' }));
  expect(screen.getByText('Now at /faculty/:id')).toBeInTheDocument();
});

test('no faculty yet: the page says so and whom to ask', async () => {
  mockEndpoint('listFaculty', []);
  renderScreen(<FacultyPage />, { path: '/faculty' });
  expect(await screen.findByText('No faculty members listed yet.')).toBeInTheDocument();
  expect(screen.getByText('Send us a message to ask who teaches at the academy.')).toBeInTheDocument();
});

test('a faculty that cannot be loaded says so; Retry asks again', async () => {
  mockEndpoint('listFaculty', { error: 'down' }, 500);
  const { user } = renderScreen(<FacultyPage />, { path: '/faculty' });
  expect(await screen.findByRole('alert')).toHaveTextContent('The faculty could not be loaded.');
  const asked = mockEndpoint('listFaculty', [GRACE]).received;
  await user.click(screen.getByRole('button', { name: 'Retry' }));
  expect(await screen.findByRole('link', { name: 'Rev. Grace Mwangi' })).toBeInTheDocument();
  expect(asked).toHaveLength(1);
});

afterEach(() => jest.restoreAllMocks());

test('the server render shows the faculty it loaded, without asking again', () => {
  // the page's load would go out here, as the effects ran
  const requests = jest.spyOn(globalThis, 'fetch');
  render(
    <PageDataContext value={{ 'faculty/en': [GRACE] }}>
      <MemoryRouter>
        <FacultyPage />
      </MemoryRouter>
    </PageDataContext>,
  );
  expect(screen.getByRole('link', { name: 'Rev. Grace Mwangi' })).toBeInTheDocument();
  expect(screen.queryByRole('status')).not.toBeInTheDocument();
  expect(requests).not.toHaveBeenCalled();
});
