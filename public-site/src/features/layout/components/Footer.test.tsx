import { act, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { setLocale } from '@academy/shared/i18n/locale';
import Footer from './Footer';

test('someone shown a certificate finds where to check it from every public page, in their language', async () => {
  await act(() => setLocale('fr'));
  try {
    render(
      <MemoryRouter initialEntries={['/fr/about']}>
        <Footer />
      </MemoryRouter>,
    );
    // the check has one address in every language: it reads in the visitor's
    expect(screen.getByRole('link', { name: 'Vérifier un certificat' })).toHaveAttribute('href', '/certificate/verify');
  } finally {
    await act(() => setLocale('en'));
  }
});
