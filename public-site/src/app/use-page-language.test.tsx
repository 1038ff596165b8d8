import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Suspense } from 'react';
import { BrowserRouter } from 'react-router-dom';
import LanguageMenu from '../features/layout/components/LanguageMenu';
import { useT } from '../i18n';
import { useAddressLanguage } from './use-page-language';

function Page() {
  useAddressLanguage();
  const t = useT();
  return (
    <>
      <h1>{t('site.nav.about')}</h1>
      <LanguageMenu />
    </>
  );
}

test('a link to the page in another language switches the page to it once, the page left behind not switching back', async () => {
  window.history.replaceState(null, '', '/fr/about');
  const languages: string[] = [];
  const observer = new MutationObserver(() => languages.push(document.documentElement.lang));
  observer.observe(document.documentElement, { attributeFilter: ['lang'] });
  await act(async () => {
    render(
      <BrowserRouter>
        <Suspense fallback={<p role="status">Loading</p>}>
          <Page />
        </Suspense>
      </BrowserRouter>,
    );
  });
  expect(await screen.findByRole('heading', { name: 'À propos' })).toBeInTheDocument();

  await act(() => userEvent.click(screen.getByRole('link', { name: 'Español' })));

  expect(await screen.findByRole('heading', { name: 'Acerca de' })).toBeInTheDocument();
  expect(window.location.pathname).toBe('/es/about');
  observer.disconnect();
  expect(languages).toEqual(['fr', 'es']);
});
