import { act, render, screen, within } from '@testing-library/react';
import { toast } from '@academy/shared/feedback/toast';
import { setLocale } from '@academy/shared/i18n/locale';
import Toasts from '@academy/shared/ui/Toasts';

afterEach(() => act(() => setLocale('en')));

test('in Arabic a toast reads right to left from the top left, and its controls are named in Arabic', async () => {
  await act(() => setLocale('ar'));
  await act(async () => render(<Toasts />));
  await act(async () => toast.success('تم الحفظ'));

  const message = await screen.findByRole('status');
  expect(message.closest('.Toastify__toast')).toHaveClass('Toastify__toast--rtl');
  expect(message.closest('.Toastify__toast-container')).toHaveClass('Toastify__toast-container--top-left');
  expect(screen.getByRole('region', { name: 'الإشعارات Alt+T' })).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'إغلاق الإشعار' })).toBeInTheDocument();
  expect(screen.queryByRole('progressbar', { name: 'notification timer' })).not.toBeInTheDocument();
});

test('in English a toast stays at the top right with its close button named', async () => {
  await act(async () => render(<Toasts />));
  await act(async () => toast.success('Saved'));

  const message = await screen.findByRole('status');
  expect(message.closest('.Toastify__toast-container')).toHaveClass('Toastify__toast-container--top-right');
  // the close button is an icon: the toast's text is its message alone
  expect(message.closest('.Toastify__toast')).toHaveTextContent(/^Saved$/);
  expect(screen.getByRole('button', { name: 'Close notification' })).toBeInTheDocument();
});

test('a confirmation is said once, politely, inside the polite region; an error is an alert', async () => {
  await act(async () => render(<Toasts />));
  await act(async () => toast.success('Saved'));
  await act(async () => toast.error('Could not save'));

  const region = screen.getByRole('region', { name: /Notifications/ });
  expect(region).toHaveAttribute('aria-live', 'polite');
  expect(await within(region).findByRole('status')).toHaveTextContent(/^Saved$/);
  expect(await within(region).findByRole('alert')).toHaveTextContent(/^Could not save$/);
});
