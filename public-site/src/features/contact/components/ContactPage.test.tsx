import { screen } from '@testing-library/react';
import { mockEndpoint } from '@academy/shared/testing/api-mocks';
import { renderScreen } from '@academy/shared/testing/render-screen';
import { ACADEMY_NAME } from '../../../config/academy';
import ContactPage from './ContactPage';

// typing into four fields can be slow when every core is busy
jest.setTimeout(30_000);

test('the contact page invites a question and sends the form to the academy', async () => {
  const sent = mockEndpoint('sendContactMessage', { message: 'Message received' }).received;
  const { user } = renderScreen(<ContactPage />, { path: '/contact' });
  expect(screen.getByRole('heading', { level: 1, name: 'Contact us' })).toBeInTheDocument();
  expect(document.title).toBe(`Contact | ${ACADEMY_NAME}`);
  for (const [label, value] of [
    ['Full name', 'Ada Lovelace'],
    ['Email', 'ada@example.org'],
    ['WhatsApp number', '+44 20 7946 0958'],
    ['Message', 'When does the next cohort start?'],
  ]) {
    await user.click(screen.getByLabelText(label!));
    await user.paste(value!);
  }
  await user.click(screen.getByRole('button', { name: 'Send message' }));
  expect(await screen.findByText(/your message has been received/i, { selector: '.ps-contact__received' })).toBeInTheDocument();
  expect(sent.map((request) => request.body.contact_message.email)).toEqual(['ada@example.org']);
});

test('an empty form is refused in plain words before anything is sent', async () => {
  const { user } = renderScreen(<ContactPage />, { path: '/contact' });
  await user.click(screen.getByRole('button', { name: 'Send message' }));
  expect(screen.getByLabelText('Email')).toHaveAccessibleDescription('Please enter your email address.');
  expect(screen.getByLabelText('Message')).toHaveAccessibleDescription('Please enter your message.');
  // no mock answers sendContactMessage: a request would fail the test
});
