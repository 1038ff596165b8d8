import { screen } from '@testing-library/react';
import { dropEndpoint, holdEndpoint, mockEndpoint } from '@academy/shared/testing/api-mocks';
import { renderScreen } from '@academy/shared/testing/render-screen';
import { adminUser, facilitatorUser, studentUser } from '@academy/shared/testing/users';
import CertificateRoutes from '../../app/certificate-routes';
import { wholeText } from '@academy/shared/testing/whole-text';

const student = studentUser({ id: 5, name: 'Hannah Osei', email: 'graduate@example.org', cla_cohort_id: 2, cla_cohort_name: 'Cohort 2' });

function renderAt(url: string, signedIn = student) {
  return renderScreen(<CertificateRoutes />, { path: '/certificate/*', url, signedIn });
}

test('while the status loads it says so', () => {
  holdEndpoint('getMyCertificate');
  renderAt('/certificate');
  expect(screen.getByRole('status')).toHaveTextContent('Loading your certificate...');
});

test('a student still in the program sees what remains', async () => {
  mockEndpoint('getMyCertificate', { eligible: false, code: null, remaining: ['Minister-Service Class: submit 1 more assignment'] });
  renderAt('/certificate');
  expect(await screen.findByText('Minister-Service Class: submit 1 more assignment')).toBeInTheDocument();
  expect(screen.queryByRole('button', { name: /Download/ })).toBeNull();
});

test('a signed-in reader has a way back to their portal', async () => {
  mockEndpoint('getMyCertificate', { eligible: false, code: null, remaining: [] });
  renderAt('/certificate');
  expect(await screen.findByRole('link', { name: 'Back to your portal' })).toHaveAttribute('href', '/portal');
});

test('a graduate sees the code and downloads the PDF; a failed download says so', async () => {
  mockEndpoint('getMyCertificate', { eligible: true, code: 'AAAA-BBBB', remaining: [] });
  dropEndpoint('getMyCertificatePdf');
  const { user } = renderAt('/certificate');

  expect(await screen.findByText('AAAA-BBBB')).toBeInTheDocument();
  await user.click(screen.getByRole('button', { name: 'Download Certificate (PDF)' }));

  expect(await screen.findByText('No response from server. Please check your internet connection.')).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'the verification page' })).toHaveAttribute('href', '/certificate/verify/AAAA-BBBB');
});

test('a status that cannot be loaded shows the failure and retries', async () => {
  mockEndpoint('getMyCertificate', { error: 'Something went wrong on our side. Please try again.' }, 500);
  const { user } = renderAt('/certificate');

  expect(await screen.findByText('Failed to load data. Please try again.', { selector: '[role="alert"] p' })).toBeInTheDocument();
  mockEndpoint('getMyCertificate', { eligible: false, code: null, remaining: ['x'] });
  await user.click(screen.getByRole('button', { name: 'Retry' }));
  expect(await screen.findByText('x')).toBeInTheDocument();
});

test('the verification page tells a valid code from an unknown one', async () => {
  mockEndpoint('verifyCertificate', ({ params }) =>
    params.code === 'AAAA-BBBB'
      ? { valid: true, student_name: 'Hannah Osei', program: 'Christian Leadership Program', cohort_name: 'Cohort 2', issued_on: '2026-11-22' }
      : { valid: false, student_name: null, program: null, cohort_name: null, issued_on: null },
  );
  const { user } = renderAt('/certificate/verify/AAAA-BBBB');
  expect(await screen.findByText(/Hannah Osei completed the Christian Leadership Program \(Cohort 2\) on 22nd Nov 2026/)).toBeInTheDocument();
  expect(screen.getByLabelText('Verification code')).toHaveValue('AAAA-BBBB');

  await user.clear(screen.getByLabelText('Verification code'));
  await user.type(screen.getByLabelText('Verification code'), 'NOPE-0000{Enter}');
  expect(await screen.findByText(wholeText('No certificate has the code NOPE-0000.'))).toBeInTheDocument();
});

test.each([
  ['a facilitator', facilitatorUser()],
  ['an administrator', adminUser()],
])('%s reads that certificates are for the students who complete the program', (_who, staff) => {
  renderAt('/certificate', staff);
  expect(screen.getByText('Certificates are issued to students who complete the program.')).toBeInTheDocument();
});
