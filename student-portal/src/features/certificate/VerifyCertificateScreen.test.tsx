import { screen } from '@testing-library/react';
import { holdEndpoint, mockEndpoint } from '@academy/shared/testing/api-mocks';
import { renderScreen } from '@academy/shared/testing/render-screen';
import CertificateRoutes from '../../app/certificate-routes';
import { wholeText } from '@academy/shared/testing/whole-text';

// typing through user-event on a busy 2-core machine can pass the 5 s default; nothing here is timed
jest.setTimeout(30_000);

const VALID = { valid: true, student_name: 'Hannah Osei', program: 'Christian Leadership Academy', cohort_name: 'Cohort 2', issued_on: '2026-11-20' };

/** Anyone, signed in or not, at `url` under /certificate. */
function renderAt(url: string) {
  return renderScreen(<CertificateRoutes />, { path: '/certificate/*', url });
}

test('a typed code is checked at its own address and a valid certificate says whose it is', async () => {
  const { received } = mockEndpoint('verifyCertificate', VALID);
  const { user } = renderAt('/certificate/verify');
  expect(screen.getByLabelText('Verification code')).toHaveValue('');
  await user.type(screen.getByLabelText('Verification code'), ' AAAA-BBBB ');
  await user.click(screen.getByRole('button', { name: 'Verify' }));
  expect(await screen.findByText('Valid certificate.')).toBeInTheDocument();
  expect(screen.getByText(/Hannah Osei completed the Christian Leadership Academy \(Cohort 2\) on 20th Nov 2026/)).toBeInTheDocument();
  expect(received.map((request) => request.params)).toEqual([{ code: 'AAAA-BBBB' }]);
});

test('the whole check link pasted in the field checks its code', async () => {
  const { received } = mockEndpoint('verifyCertificate', VALID);
  const { user } = renderAt('/certificate/verify');
  await user.click(screen.getByLabelText('Verification code'));
  await user.paste('https://academy.example.org/certificate/verify/96ED-2345/');
  await user.click(screen.getByRole('button', { name: 'Verify' }));
  expect(await screen.findByText('Valid certificate.')).toBeInTheDocument();
  expect(received.map((request) => request.params)).toEqual([{ code: '96ED-2345' }]);
});

test('a code typed with spaces for its dashes, as read off the paper, is checked as printed; the field runs left to right', async () => {
  const { received } = mockEndpoint('verifyCertificate', VALID);
  const { user } = renderAt('/certificate/verify');
  expect(screen.getByLabelText('Verification code')).toHaveAttribute('dir', 'ltr');
  await user.type(screen.getByLabelText('Verification code'), '0450 ACD4  04AC');
  await user.click(screen.getByRole('button', { name: 'Verify' }));
  expect(await screen.findByText('Valid certificate.')).toBeInTheDocument();
  expect(received.map((request) => request.params)).toEqual([{ code: '0450-ACD4-04AC' }]);
});

test("a code typed on an Arabic phone's keyboard (Arabic-Indic or Persian digits) is checked with the digits printed on the certificate", async () => {
  const { received } = mockEndpoint('verifyCertificate', VALID);
  const { user } = renderAt('/certificate/verify');
  await user.type(screen.getByLabelText('Verification code'), '٠٤٥٠-ACD4-۰۴AC');
  await user.click(screen.getByRole('button', { name: 'Verify' }));
  expect(await screen.findByText('Valid certificate.')).toBeInTheDocument();
  expect(received.map((request) => request.params)).toEqual([{ code: '0450-ACD4-04AC' }]);
});

test("a code no certificate's can be (letters, digits and dashes only) is named as unknown without asking", async () => {
  const asked = mockEndpoint('verifyCertificate', VALID).received;
  const { user } = renderAt('/certificate/verify');
  await user.type(screen.getByLabelText('Verification code'), 'ÀBCD#1');
  await user.click(screen.getByRole('button', { name: 'Verify' }));
  expect(await screen.findByText(wholeText('No certificate has the code ÀBCD#1.'))).toBeInTheDocument();
  expect(asked).toEqual([]);
});

test("the field emptied and sent again asks for a code, without the last code's verdict under it", async () => {
  mockEndpoint('verifyCertificate', VALID);
  const { user } = renderAt('/certificate/verify/AAAA-BBBB');
  expect(await screen.findByText('Valid certificate.')).toBeInTheDocument();
  await user.clear(screen.getByLabelText('Verification code'));
  await user.click(screen.getByRole('button', { name: 'Verify' }));
  expect(screen.getByLabelText('Verification code')).toHaveAccessibleDescription('Enter the code printed on the certificate.');
  expect(screen.queryByText('Valid certificate.')).not.toBeInTheDocument();
});

test('a link with the code checks it at once, saying so while it waits', () => {
  holdEndpoint('verifyCertificate');
  renderAt('/certificate/verify/AAAA-BBBB');
  expect(screen.getByLabelText('Verification code')).toHaveValue('AAAA-BBBB');
  expect(screen.getByRole('status')).toHaveTextContent('Checking the code...');
  expect(screen.getByRole('button', { name: 'Checking...' })).toBeDisabled();
});

test('a code no certificate has is named as unknown', async () => {
  mockEndpoint('verifyCertificate', { valid: false, student_name: null, program: null, cohort_name: null, issued_on: null });
  renderAt('/certificate/verify/ZZZZ-0000');
  expect(await screen.findByText(wholeText('No certificate has the code ZZZZ-0000.'))).toBeInTheDocument();
  expect(screen.queryByText('Valid certificate.')).not.toBeInTheDocument();
  // read left to right in an Arabic page too, and never split across two lines
  expect(screen.getByText('ZZZZ-0000')).toHaveAttribute('dir', 'ltr');
  expect(screen.getByText('ZZZZ-0000')).toHaveClass('sp-certificate__code');
});

test('Verify without a code says what to type beside the field and asks nothing', async () => {
  const asked = mockEndpoint('verifyCertificate', VALID).received;
  const { user } = renderAt('/certificate/verify');
  await user.click(screen.getByRole('button', { name: 'Verify' }));
  expect(screen.getByLabelText('Verification code')).toHaveAccessibleDescription('Enter the code printed on the certificate.');
  expect(screen.getByLabelText('Verification code')).toHaveFocus();
  expect(asked).toEqual([]);
});

test('a check that fails says why, and Verify asks again for the same code', async () => {
  mockEndpoint('verifyCertificate', { error: 'Something went wrong on our side. Please try again.' }, 500);
  const { user } = renderAt('/certificate/verify/AAAA-BBBB');
  expect(await screen.findByRole('alert')).toHaveTextContent('Something went wrong on our side. Please try again.');
  const again = mockEndpoint('verifyCertificate', VALID);
  await user.click(screen.getByRole('button', { name: 'Verify' }));
  expect(await screen.findByText('Valid certificate.')).toBeInTheDocument();
  expect(again.received).toHaveLength(1);
});
