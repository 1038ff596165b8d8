import { useState } from 'react';
import { act, render, screen, waitFor, within } from '@testing-library/react';
import { setLocale } from '@academy/shared/i18n/locale';
import userEvent from '@testing-library/user-event';
import { loadRemote } from '@module-federation/enhanced/runtime';
import CertificatePage from './CertificatePage';

jest.mock('@module-federation/enhanced/runtime', () => ({ loadRemote: jest.fn(), init: jest.fn() }));

const loadRemoteMock = jest.mocked(loadRemote);

beforeEach(() => {
  loadRemoteMock.mockReset();
  // each remote module renders its own id, so the test sees which one the page mounted
  loadRemoteMock.mockImplementation(async (id: string) => ({ default: () => <p>mounted {id}</p> }));
  // React reports the failed area's error; the boundary shows it to the visitor
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
});

afterEach(() => {
  jest.mocked(console.error).mockRestore();
});

// first in the file: the page has asked for no language yet, as one that opens on this address
test("a reader who is not signed in reads the page in the first of their browser's languages the academy speaks", async () => {
  const languages = jest.spyOn(navigator, 'languages', 'get').mockReturnValue(['de-DE', 'pt-BR', 'en']);
  try {
    render(<CertificatePage />);
    await waitFor(() => expect(document.title).toBe('Certificado | Christian Leadership Academy'));
  } finally {
    languages.mockRestore();
    await act(() => setLocale('en'));
  }
});

test("the public header above the student portal's certificate screens, under the page's title", async () => {
  render(<CertificatePage />);
  expect(screen.getAllByRole('status').length).toBeGreaterThan(0);
  expect(await screen.findByText('mounted public_site/Header')).toBeInTheDocument();
  const main = screen.getByRole('main');
  expect(await within(main).findByText('mounted student_portal/certificate-routes')).toBeInTheDocument();
  expect(within(main).queryByText('mounted public_site/Header')).not.toBeInTheDocument();
  expect(document.title).toBe('Certificate | Christian Leadership Academy');
});

test('the keyboard can skip the header to the certificate screens, as on every public page', async () => {
  render(<CertificatePage />);
  await screen.findByText('mounted public_site/Header');
  await userEvent.click(screen.getByRole('link', { name: 'Skip to main content' }));
  expect(screen.getByRole('main')).toHaveFocus();
});

test('the tab title is in the page’s language', async () => {
  await act(() => setLocale('fr'));
  try {
    // in another language than English a screen reads its catalog with React's `use` on every
    // render, which a test's `act` flushes only when awaited
    await act(async () => {
      render(<CertificatePage />);
    });
    await waitFor(() => expect(document.title).toBe('Certificat | Christian Leadership Academy'));
  } finally {
    await act(() => setLocale('en'));
  }
});

test('certificate screens that cannot load say so with a Retry, and the header stays', async () => {
  loadRemoteMock.mockImplementation(async (id: string) => {
    if (id === 'student_portal/certificate-routes') throw new Error('Failed to load script resources');
    return { default: () => <p>mounted {id}</p> };
  });
  render(<CertificatePage />);
  const main = screen.getByRole('main');
  expect(await within(main).findByRole('alert')).toHaveTextContent('This part of the site could not be loaded.');
  expect(screen.getByText('mounted public_site/Header')).toBeInTheDocument();

  loadRemoteMock.mockImplementation(async (id: string) => ({ default: () => <p>mounted {id}</p> }));
  await userEvent.click(within(main).getByRole('button', { name: 'Retry' }));
  expect(await within(main).findByText('mounted student_portal/certificate-routes')).toBeInTheDocument();
});

test('a button disabled under the keyboard while it works (Download, Check) hands the focus to the main content, not the page', async () => {
  function BusyButton() {
    const [busy, setBusy] = useState(false);
    return (
      <button type="button" disabled={busy} onClick={() => setBusy(true)}>
        Download
      </button>
    );
  }
  loadRemoteMock.mockImplementation(async (id: string) => ({ default: id === 'student_portal/certificate-routes' ? BusyButton : () => <p>mounted {id}</p> }));
  render(<CertificatePage />);
  await userEvent.click(await screen.findByRole('button', { name: 'Download' }));
  await waitFor(() => expect(screen.getByRole('main')).toHaveFocus());
});
