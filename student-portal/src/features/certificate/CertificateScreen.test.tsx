import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { AxiosError, AxiosHeaders } from 'axios';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { downloadMyCertificate, getMyCertificate, verifyCertificate } from '@academy/shared/api/certificates';
import { useSessionStore } from '@academy/shared/session/store';
import { studentUser } from '@academy/shared/testing/users';
import Toasts from '@academy/shared/ui/Toasts';
import CertificateRoutes from '../../app/certificate-routes';

jest.mock('@academy/shared/api/certificates', () => ({
  getMyCertificate: jest.fn(),
  downloadMyCertificate: jest.fn(),
  verifyCertificate: jest.fn(),
}));

const student = studentUser({ id: 5, name: 'Hannah Osei', email: 'graduate@example.org', cla_cohort_id: 2, cla_cohort_name: 'Cohort 2' });

function renderAt(path: string) {
  return render(
    <MemoryRouter initialEntries={[path]}>
      <Routes>
        <Route path="/certificate/*" element={<CertificateRoutes />} />
      </Routes>
      <Toasts />
    </MemoryRouter>,
  );
}

beforeEach(() => {
  useSessionStore.getState().signIn('tok', student);
  jest.mocked(getMyCertificate).mockReset();
  jest.mocked(downloadMyCertificate).mockReset();
  jest.mocked(verifyCertificate).mockReset();
});

test('a student still in the program sees what remains', async () => {
  jest.mocked(getMyCertificate).mockResolvedValue({
    eligible: false,
    code: null,
    remaining: ['Minister-Service Class: submit 1 more assignment'],
  });
  renderAt('/certificate');

  expect(screen.getByRole('status')).toHaveTextContent('Loading your certificate...');
  expect(await screen.findByText('Minister-Service Class: submit 1 more assignment')).toBeInTheDocument();
  expect(screen.queryByRole('button', { name: /Download/ })).toBeNull();
});

test('a graduate sees the code and downloads the PDF; a failed download says so', async () => {
  jest.mocked(getMyCertificate).mockResolvedValue({ eligible: true, code: 'AAAA-BBBB', remaining: [] });
  jest.mocked(downloadMyCertificate).mockRejectedValueOnce(new AxiosError('Network Error', 'ERR_NETWORK', { headers: new AxiosHeaders() }));
  renderAt('/certificate');

  expect(await screen.findByText('AAAA-BBBB')).toBeInTheDocument();
  await userEvent.click(screen.getByRole('button', { name: 'Download Certificate (PDF)' }));

  expect(await screen.findByText('No response from server. Please check your internet connection.')).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'the verification page' })).toHaveAttribute('href', '/certificate/verify/AAAA-BBBB');
});

test('a status that cannot be loaded shows the failure and retries', async () => {
  jest
    .mocked(getMyCertificate)
    .mockRejectedValueOnce(new Error('down'))
    .mockResolvedValue({ eligible: false, code: null, remaining: ['x'] });
  renderAt('/certificate');

  expect(await screen.findByText('Failed to load data. Please try again.', { selector: '.sp-certificate__problem p' })).toBeInTheDocument();
  await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
  expect(await screen.findByText('x')).toBeInTheDocument();
});

test('the verification page tells a valid code from an unknown one', async () => {
  jest.mocked(verifyCertificate).mockResolvedValueOnce({
    valid: true,
    student_name: 'Hannah Osei',
    program: 'Christian Leadership Program',
    cohort_name: 'Cohort 2',
    issued_on: '2026-11-22',
  });
  renderAt('/certificate/verify/AAAA-BBBB');
  expect(await screen.findByText(/Hannah Osei completed the Christian Leadership Program \(Cohort 2\) on 22nd Nov 2026/)).toBeInTheDocument();

  jest.mocked(verifyCertificate).mockResolvedValueOnce({ valid: false, student_name: null, program: null, cohort_name: null, issued_on: null });
  await userEvent.clear(screen.getByLabelText('Verification code'));
  await userEvent.type(screen.getByLabelText('Verification code'), 'NOPE-0000{Enter}');
  expect(await screen.findByText('No certificate has the code NOPE-0000.')).toBeInTheDocument();
});
