import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { AxiosError, AxiosHeaders } from 'axios';
import { sendContactMessage } from '@academy/shared/api/contact';
import ContactForm from './ContactForm';

jest.mock('@academy/shared/api/contact', () => ({ sendContactMessage: jest.fn() }));
const send = jest.mocked(sendContactMessage);

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

function answerWith(status: number, data: unknown) {
  const headers = new AxiosHeaders();
  return new AxiosError('Request failed', 'ERR_BAD_REQUEST', { headers }, {}, { status, statusText: '', headers: {}, config: { headers }, data });
}

// rendering and events can be slow when every core is busy: allow more than jest's 5 s
jest.setTimeout(30_000);

beforeEach(() => send.mockReset());

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
  expect(send).not.toHaveBeenCalled();
});

test('a malformed email is refused with a clear message', async () => {
  render(<ContactForm />);
  await fillIn({ ...TYPED, Email: 'ada.example.org' });
  await userEvent.click(screen.getByRole('button', { name: 'Send message' }));

  expect(screen.getByLabelText('Email')).toHaveAccessibleDescription(/valid email address/);
  expect(screen.getByLabelText('Email')).toHaveFocus();
  expect(send).not.toHaveBeenCalled();
});

test('a valid message is sent once, even on a double click, and the visitor is told it was received', async () => {
  let answer: (value: { message: string }) => void = () => undefined;
  send.mockImplementation(() => new Promise((resolve) => (answer = resolve)));
  render(<ContactForm />);
  await fillIn();
  await userEvent.dblClick(screen.getByRole('button', { name: 'Send message' }));

  expect(screen.getByRole('button', { name: 'Sending...' })).toBeDisabled();
  answer({ message: 'Message received' });

  expect(await screen.findByText(/your message has been received/i)).toBeInTheDocument();
  expect(send).toHaveBeenCalledTimes(1);
  expect(send).toHaveBeenCalledWith({
    fullName: 'Ada Lovelace',
    email: 'ada@example.org',
    whatsapp: '+44 20 7946 0958',
    message: 'When does the next cohort start?',
  });
  expect(screen.getByRole('button', { name: 'Send message' })).toBeEnabled();
  expect(screen.getByLabelText('Full name')).toHaveValue('');
});

test('a server refusal shows its errors by the form error rule and keeps everything typed', async () => {
  send.mockRejectedValue(answerWith(400, { error: 'The e-mail address is not deliverable.', errors: { email: ['is not deliverable'] } }));
  render(<ContactForm />);
  await fillIn();
  await userEvent.click(screen.getByRole('button', { name: 'Send message' }));

  expect(await screen.findByRole('alert')).toHaveTextContent('The e-mail address is not deliverable.');
  expect(screen.getByLabelText('Full name')).toHaveValue('Ada Lovelace');
  expect(screen.getByLabelText('Message')).toHaveValue('When does the next cohort start?');
  expect(screen.getByRole('button', { name: 'Send message' })).toBeEnabled();
});

test('no answer at all says so', async () => {
  send.mockRejectedValue(new AxiosError('Network Error', 'ERR_NETWORK'));
  render(<ContactForm />);
  await fillIn();
  await userEvent.click(screen.getByRole('button', { name: 'Send message' }));

  expect(await screen.findByRole('alert')).toHaveTextContent('No response from server. Please check your internet connection.');
  expect(screen.getByLabelText('Email')).toHaveValue('ada@example.org');
});
