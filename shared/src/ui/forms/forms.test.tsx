import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { onlineManager } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { useSingleSubmit } from '@academy/shared/forms/use-single-submit';
import FormAlert from '@academy/shared/ui/forms/FormAlert';
import PasswordField from '@academy/shared/ui/forms/PasswordField';
import SubmitButton from '@academy/shared/ui/forms/SubmitButton';
import TextField from '@academy/shared/ui/forms/TextField';
import TextAreaField from '@academy/shared/ui/forms/TextAreaField';
import NetworkButton from '@academy/shared/ui/forms/NetworkButton';
import LoadFailed from '@academy/shared/ui/LoadFailed';

test('a web address, an e-mail address and a phone number read left to right, on a right-to-left page too; a name follows its text', () => {
  render(
    <div dir="rtl">
      <TextField label="Link" name="link" type="url" defaultValue="" />
      <TextField label="E-mail" name="email" type="email" defaultValue="" />
      <TextField label="Phone" name="phone" type="tel" defaultValue="" />
      <TextField label="Name" name="name" defaultValue="" />
    </div>,
  );
  for (const label of ['Link', 'E-mail', 'Phone']) expect(screen.getByLabelText(label)).toHaveAttribute('dir', 'ltr');
  expect(screen.getByLabelText('Name')).not.toHaveAttribute('dir');
});

test('a field error is linked to its input and marks it invalid', () => {
  render(<TextField label="Email" name="email" error="Email is required." hint="Your login" defaultValue="" />);
  const input = screen.getByLabelText('Email');
  expect(input).toHaveAttribute('aria-invalid', 'true');
  expect(input).toHaveAccessibleDescription('Your login Email is required.');
});

test('a text area near its limit says how much of it is used: a paste past it is cut there', async () => {
  function Feedback() {
    const [value, setValue] = useState('');
    return (
      <TextAreaField label="Feedback" name="feedback" hint="For the student" maxLength={100} value={value} onChange={(event) => setValue(event.target.value)} />
    );
  }
  render(<Feedback />);
  const area = screen.getByLabelText('Feedback');
  await userEvent.click(area);
  await userEvent.paste('x'.repeat(89));
  expect(area).toHaveAccessibleDescription('For the student');
  await userEvent.paste('x'.repeat(50));
  expect(area).toHaveValue('x'.repeat(100));
  expect(area).toHaveAccessibleDescription('For the student 100 of 100 characters');
});

test('a one-line field at its limit says so too: a name pasted past it is cut there, not silently', async () => {
  function Name() {
    const [value, setValue] = useState('');
    return <TextField label="Name" name="name" maxLength={20} value={value} onChange={(event) => setValue(event.target.value)} />;
  }
  render(<Name />);
  const input = screen.getByLabelText('Name');
  await userEvent.click(input);
  await userEvent.paste('x'.repeat(30));
  expect(input).toHaveValue('x'.repeat(20));
  expect(input).toHaveAccessibleDescription('20 of 20 characters');
});

test('a field says its type, text unless told otherwise, as form checkers and autofill read it', () => {
  render(
    <>
      <TextField label="Name" name="name" defaultValue="" />
      <TextField label="Email" name="email" type="email" defaultValue="" />
    </>,
  );
  expect(screen.getByLabelText('Name')).toHaveAttribute('type', 'text');
  expect(screen.getByLabelText('Email')).toHaveAttribute('type', 'email');
});

test('the password toggle shows and hides the password and says which field it reveals', async () => {
  render(<PasswordField label="Password" name="password" defaultValue="secret" />);
  const input = screen.getByLabelText('Password');
  expect(input).toHaveAttribute('type', 'password');
  await userEvent.click(screen.getByRole('button', { name: 'Show password' }));
  expect(input).toHaveAttribute('type', 'text');
  await userEvent.click(screen.getByRole('button', { name: 'Hide password' }));
  expect(input).toHaveAttribute('type', 'password');
});

test('a form error is an alert and keeps its lines', () => {
  render(<FormAlert message={'The e-mail address is taken.\nThe name is too long.'} />);
  expect(screen.getByRole('alert')).toHaveTextContent('The e-mail address is taken. The name is too long.');
});

function SlowForm({ send }: { send: () => Promise<void> }) {
  const { busy, run } = useSingleSubmit(send);
  const [sent, setSent] = useState(0);
  return (
    <form
      onSubmit={(event: FormEvent) => {
        event.preventDefault();
        void run().then(() => setSent((n) => n + 1));
      }}
    >
      <SubmitButton busy={busy} busyText="Saving...">
        Save
      </SubmitButton>
      <output>{sent}</output>
    </form>
  );
}

test('the submit button shows its loading text, keeps the focus, and a double click or a press while busy sends once', async () => {
  let finish: () => void = () => undefined;
  const send = jest.fn(() => new Promise<void>((resolve) => (finish = resolve)));
  render(<SlowForm send={send} />);
  const button = screen.getByRole('button', { name: 'Save' });

  await userEvent.dblClick(button);
  await userEvent.keyboard('{Enter}');

  expect(send).toHaveBeenCalledTimes(1);
  expect(screen.getByRole('button', { name: 'Saving...' })).toHaveAttribute('aria-disabled', 'true');
  expect(button).toHaveFocus();
  await act(async () => finish());
  expect(screen.getByRole('button', { name: 'Save' })).toBeEnabled();
  expect(screen.getByRole('status')).toHaveTextContent('1');
});

test('useSingleSubmit refuses a second run that arrives before the first finished', async () => {
  let finish: () => void = () => undefined;
  const send = jest.fn(() => new Promise<void>((resolve) => (finish = resolve)));
  let runNow: () => Promise<void> = async () => undefined;
  function Probe() {
    runNow = useSingleSubmit(send).run;
    return null;
  }
  render(<Probe />);
  await act(async () => {
    const first = runNow();
    const second = runNow();
    finish();
    await Promise.all([first, second]);
  });
  expect(send).toHaveBeenCalledTimes(1);
});

describe('without a network', () => {
  beforeEach(() => onlineManager.setOnline(false));
  afterEach(() => act(() => onlineManager.setOnline(true)));

  test('a failed load’s Retry waits, and says why as its description', () => {
    render(<LoadFailed message="Could not load your courses." onRetry={() => undefined} />);
    const retry = screen.getByRole('button', { name: 'Retry' });
    expect(retry).toBeDisabled();
    expect(retry).toHaveAccessibleDescription('You are offline: this needs a connection.');
  });

  test('a network button and a send button wait alike, a hand-in’s send does not', () => {
    render(
      <form>
        <NetworkButton>Download</NetworkButton>
        <SubmitButton busy={false} busyText="Sending...">
          Send
        </SubmitButton>
        <SubmitButton busy={false} busyText="Handing in..." worksOffline>
          Hand in
        </SubmitButton>
      </form>,
    );
    expect(screen.getByRole('button', { name: 'Download' })).toHaveAccessibleDescription('You are offline: this needs a connection.');
    expect(screen.getByRole('button', { name: 'Send' })).toHaveAccessibleDescription('You are offline: this needs a connection.');
    expect(screen.getByRole('button', { name: 'Hand in' })).toBeEnabled();
  });
});

test('a page opened without a network (a public page, no event yet) knows it: Retry waits and says why', () => {
  const offline = jest.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
  try {
    render(<LoadFailed message="The questions could not be loaded." onRetry={() => undefined} />);
    const retry = screen.getByRole('button', { name: 'Retry' });
    expect(retry).toBeDisabled();
    expect(retry).toHaveAccessibleDescription('You are offline: this needs a connection.');

    // the network comes back: the data layer already took it for granted, the browser says so
    offline.mockReturnValue(true);
    act(() => {
      window.dispatchEvent(new Event('online'));
    });
    expect(retry).toBeEnabled();
  } finally {
    offline.mockRestore();
  }
});
