import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { dropEndpoint, mockEndpoint, fieldRefusal } from '@academy/shared/testing/api-mocks';
import { setLocale } from '@academy/shared/i18n/locale';
import ContactForm from './ContactForm';

const TYPED = {
  'Full name': 'Ada Lovelace',
  Email: 'ada@example.org',
  'WhatsApp number': '+44 20 7946 0958',
  Message: 'When does the next cohort start?',
};

// pasting keeps the test quick on a busy machine; typing key by key proves nothing more here
async function fillIn(values: Record<string, string> = TYPED) {
  for (const [label, value] of Object.entries(values)) {
    await userEvent.click(screen.getByLabelText(label));
    await userEvent.paste(value);
  }
}

// rendering and events can be slow when every core is busy: allow more than jest's 5 s
jest.setTimeout(30_000);

test('the four fields are labelled and required, and email has the email type', () => {
  render(<ContactForm />);
  for (const label of Object.keys(TYPED)) expect(screen.getByLabelText(label)).toBeRequired();
  expect(screen.getByLabelText('Email')).toHaveAttribute('type', 'email');
});

test('sending an empty form shows an error under every field, focuses the first and sends nothing', async () => {
  render(<ContactForm />);
  await userEvent.click(screen.getByRole('button', { name: 'Send message' }));

  expect(screen.getByLabelText('Full name')).toHaveAccessibleDescription('Please enter your full name.');
  expect(screen.getByLabelText('Email')).toHaveAccessibleDescription('Please enter your email address.');
  expect(screen.getByLabelText('WhatsApp number')).toHaveAccessibleDescription('Please enter your WhatsApp number.');
  expect(screen.getByLabelText('Message')).toHaveAccessibleDescription('Please enter your message.');
  expect(screen.getByLabelText('Full name')).toHaveAttribute('aria-invalid', 'true');
  expect(screen.getByLabelText('Full name')).toHaveFocus();
  // no mock answers sendContactMessage: a request would fail the test
});

test('a malformed email is refused with a clear message', async () => {
  render(<ContactForm />);
  await fillIn({ ...TYPED, Email: 'ada.example.org' });
  await userEvent.click(screen.getByRole('button', { name: 'Send message' }));

  expect(screen.getByLabelText('Email')).toHaveAccessibleDescription(/valid email address/);
  expect(screen.getByLabelText('Email')).toHaveFocus();
});

test('a valid message is sent once, even on a double click, and the visitor is told it was received', async () => {
  let answer: () => void = () => undefined;
  const answered = new Promise<void>((resolve) => (answer = resolve));
  const sent = mockEndpoint('sendContactMessage', async () => {
    await answered;
    return { message: 'Message received' };
  }).received;
  render(<ContactForm />);
  await fillIn();
  await userEvent.dblClick(screen.getByRole('button', { name: 'Send message' }));

  // busy, it refuses a press but keeps the keyboard's focus (a browser takes it from a disabled button)
  expect(screen.getByRole('button', { name: 'Sending...' })).toHaveAttribute('aria-disabled', 'true');
  expect(screen.getByRole('button', { name: 'Sending...' })).toBeEnabled();
  answer();

  expect(await screen.findByText(/your message has been received/i)).toBeInTheDocument();
  expect(sent.map((request) => request.body)).toEqual([
    { contact_message: { fullName: 'Ada Lovelace', email: 'ada@example.org', whatsapp: '+44 20 7946 0958', message: 'When does the next cohort start?' } },
  ]);
  expect(screen.getByRole('button', { name: 'Send message' })).toBeEnabled();
  expect(screen.getByLabelText('Full name')).toHaveValue('');
});

test('a server refusal shows its errors by the form error rule and keeps everything typed', async () => {
  mockEndpoint('sendContactMessage', fieldRefusal('The e-mail address is not deliverable.', { email: ['is not deliverable'] }), 400);
  render(<ContactForm />);
  await fillIn();
  await userEvent.click(screen.getByRole('button', { name: 'Send message' }));

  expect(await screen.findByRole('alert')).toHaveTextContent('The e-mail address is not deliverable.');
  expect(screen.getByLabelText('Full name')).toHaveValue('Ada Lovelace');
  expect(screen.getByLabelText('Message')).toHaveValue('When does the next cohort start?');
  expect(screen.getByRole('button', { name: 'Send message' })).toBeEnabled();
});

test('no answer at all says so', async () => {
  dropEndpoint('sendContactMessage');
  render(<ContactForm />);
  await fillIn();
  await userEvent.click(screen.getByRole('button', { name: 'Send message' }));

  expect(await screen.findByRole('alert')).toHaveTextContent('No response from server. Please check your internet connection.');
  expect(screen.getByLabelText('Email')).toHaveValue('ada@example.org');
});

test("a message from a French page names the page's language, for the academy to answer in it", async () => {
  const sent = mockEndpoint('sendContactMessage', { message: 'Message received' }).received;
  await act(() => setLocale('fr'));
  try {
    render(<ContactForm />);
    await fillIn({
      'Nom complet': 'Amélie Durand',
      'E-mail': 'amelie@example.org',
      'Numéro WhatsApp': '+33 6 12 34 56 78',
      Message: 'Quand commence la prochaine promotion ?',
    });
    await userEvent.click(screen.getByRole('button', { name: 'Envoyer le message' }));
    await waitFor(() => expect(sent.map((request) => (request.body as { locale?: string }).locale)).toEqual(['fr']));
  } finally {
    await act(() => setLocale('en'));
  }
});
