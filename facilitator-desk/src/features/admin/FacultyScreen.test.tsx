import { File as NodeFile } from 'node:buffer';
import { act, screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { appConfig } from '@academy/shared/config/app-config';
import { setLocale } from '@academy/shared/i18n/locale';
import { fillPath } from '@academy/contract/endpoint';
import { ENDPOINT_ROUTES } from '@academy/contract/endpoint-routes';
import type { FacultyMember } from '@academy/shared/domain/types';
import { apiServer, mockEndpoint } from '@academy/shared/testing/api-mocks';
import { renderScreen } from '@academy/shared/testing/render-screen';
import FacultyScreen from './FacultyScreen';

const GRACE: FacultyMember = {
  id: 1,
  slug: 'grace-adeyemi',
  name: 'Grace Adeyemi',
  title: 'Senior Faculty Member',
  biography: 'Teaches.',
  portrait_path: null,
};
const PORTRAIT = new Uint8Array([0xff, 0xd8, 0xff, 0xe0]);

test('adds a member at the end of the page, and the form starts again empty for the next one', async () => {
  let faculty = [GRACE];
  mockEndpoint('listFaculty', () => faculty);
  const create = mockEndpoint('createFacultyMember', ({ body }) => {
    const member = { ...GRACE, id: 2, slug: 'samuel-okoro', ...body };
    faculty = [...faculty, member];
    return member;
  });
  const { user } = renderScreen(<FacultyScreen />);
  await screen.findByRole('heading', { name: 'Grace Adeyemi' });
  const form = screen.getByRole('form', { name: 'New faculty member' });
  await user.type(within(form).getByLabelText('Name'), 'Samuel Okoro');
  await user.type(within(form).getByLabelText('Title'), 'Faculty Member');
  await user.type(within(form).getByLabelText('Biography'), 'Leads prayer.');
  await user.click(within(form).getByRole('button', { name: 'Add member' }));
  expect(await screen.findByText('Saved Samuel Okoro.')).toBeInTheDocument();
  expect(create.received.map((request) => request.body)).toEqual([{ name: 'Samuel Okoro', title: 'Faculty Member', biography: 'Leads prayer.' }]);
  expect(await screen.findByRole('heading', { name: 'Samuel Okoro' })).toBeInTheDocument();
  for (const label of ['Name', 'Title', 'Biography']) expect(within(form).getByLabelText(label)).toHaveValue('');
});

test('each member links to their page on the public site, rather than showing its path', async () => {
  mockEndpoint('listFaculty', [GRACE]);
  renderScreen(<FacultyScreen />);
  const page = await screen.findByRole('link', { name: "Grace Adeyemi's page on the site" });
  expect(page).toHaveAttribute('href', '/faculty/grace-adeyemi');
  expect(screen.queryByText(/\/faculty\//)).toBeNull();
});

test("in French, the screen's own words and the desk's it shares are French", async () => {
  mockEndpoint('listFaculty', [GRACE]);
  await act(() => setLocale('fr'));
  try {
    renderScreen(<FacultyScreen />);
    const form = await screen.findByRole('form', { name: 'Nouveau membre de l’équipe' });
    expect(within(form).getByLabelText('Nom')).toBeInTheDocument();
    expect(within(form).getByLabelText('Biographie')).toBeInTheDocument();
    expect(within(form).getByRole('button', { name: 'Ajouter le membre' })).toBeInTheDocument();
  } finally {
    await act(() => setLocale('en'));
  }
});

test('uploads a portrait as the image itself, with its type', async () => {
  mockEndpoint('listFaculty', [GRACE]);
  mockEndpoint('listFacultyMemberVersions', {});
  const received: { type: string | null; bytes: number[] }[] = [];
  apiServer.use(
    http.put(`${appConfig().apiBaseUrl}${ENDPOINT_ROUTES.uploadPortrait.path}`, async ({ request }) => {
      received.push({ type: request.headers.get('content-type'), bytes: [...new Uint8Array(await request.arrayBuffer())] });
      return HttpResponse.json({ ...GRACE, portrait_path: `${fillPath(ENDPOINT_ROUTES.getPortrait.path, { slug: GRACE.slug })}?v=1` });
    }),
  );
  const { user } = renderScreen(<FacultyScreen />);
  await user.click(await screen.findByRole('button', { name: 'Edit Grace Adeyemi' }));
  // a File the test environment's Blob knows (jsdom's own is not one), as a browser's is
  const image = new NodeFile([PORTRAIT], 'grace.jpg', { type: 'image/jpeg' }) as unknown as File;
  await user.upload(screen.getByLabelText('Portrait of Grace Adeyemi'), image);
  expect(await screen.findByText('Saved the portrait of Grace Adeyemi.')).toBeInTheDocument();
  expect(received).toEqual([{ type: 'image/jpeg', bytes: [...PORTRAIT] }]);
});
