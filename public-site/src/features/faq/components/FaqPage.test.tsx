import { act, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { mockEndpoint } from '@academy/shared/testing/api-mocks';
import { renderScreen } from '@academy/shared/testing/render-screen';
import { PageDataContext } from '../../../app/page-data';
import { setLocale } from '@academy/shared/i18n/locale';
import FaqPage from './FaqPage';

const ITEMS = [{ id: 1, question: 'Is it free?', answer: 'Yes.' }];

const renderFaq = () => renderScreen(<FaqPage />, { path: '/faq' });

test('loads the questions from the API, saying so while it waits', async () => {
  mockEndpoint('listFaq', ITEMS);
  renderFaq();
  expect(screen.getByRole('status')).toHaveTextContent('Loading the questions...');
  expect(await screen.findByRole('button', { name: 'Is it free?' })).toBeInTheDocument();
});

test('a failed load says so, and Retry loads again', async () => {
  mockEndpoint('listFaq', { error: 'down' }, 500);
  const { user } = renderFaq();
  expect(await screen.findByRole('alert')).toHaveTextContent('The questions could not be loaded.');
  const asked = mockEndpoint('listFaq', ITEMS).received;
  await user.click(screen.getByRole('button', { name: 'Retry' }));
  expect(await screen.findByRole('button', { name: 'Is it free?' })).toBeInTheDocument();
  expect(asked).toHaveLength(1);
});

test('no questions: the page says so', async () => {
  mockEndpoint('listFaq', []);
  renderFaq();
  expect(await screen.findByText('No questions here yet.')).toBeInTheDocument();
});

afterEach(() => jest.restoreAllMocks());

test('the server render shows the content it loaded, without asking again', () => {
  // the page's load would go out here, as the effects ran
  const requests = jest.spyOn(globalThis, 'fetch');
  render(
    <PageDataContext value={{ 'faq/en': ITEMS }}>
      <MemoryRouter>
        <FaqPage />
      </MemoryRouter>
    </PageDataContext>,
  );
  expect(screen.getByRole('button', { name: 'Is it free?' })).toBeInTheDocument();
  expect(screen.queryByRole('status')).not.toBeInTheDocument();
  expect(requests).not.toHaveBeenCalled();
});

test('on a French page, answers with no French version yet are said to be in English; once all have one, nothing is said', async () => {
  const english = { id: 1, question: 'Is it free?', answer: 'Yes.', lang: 'en' as const };
  const french = { id: 2, question: 'Est-ce gratuit ?', answer: 'Oui.', lang: 'fr' as const };
  await act(() => setLocale('fr'));
  try {
    mockEndpoint('listFaq', [french, english]);
    const first = renderScreen(<FaqPage />, { path: '/fr/faq' });
    expect(await screen.findByText('Ce qui n’est pas encore traduit est affiché tel qu’il a été écrit.')).toBeInTheDocument();
    first.unmount();
    mockEndpoint('listFaq', [french]);
    renderScreen(<FaqPage />, { path: '/fr/faq' });
    expect(await screen.findByRole('button', { name: 'Est-ce gratuit ?' })).toBeInTheDocument();
    expect(screen.queryByText(/pas encore traduit/)).not.toBeInTheDocument();
  } finally {
    await act(() => setLocale('en'));
  }
});

test('on an English page, nothing is said of the originals', async () => {
  mockEndpoint('listFaq', [{ ...ITEMS[0]!, lang: 'en' as const }]);
  renderFaq();
  expect(await screen.findByRole('button', { name: 'Is it free?' })).toBeInTheDocument();
  expect(screen.queryByText(/not translated yet/)).not.toBeInTheDocument();
});
