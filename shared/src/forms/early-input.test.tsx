import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState, type ReactNode, type RefObject } from 'react';
import { renderToString } from 'react-dom/server';
import { useEarlyInput } from '@academy/shared/forms/early-input';
import { holdEarlySubmits, markPageLive } from '@academy/shared/forms/early-submit';
import { useFormFields } from '@academy/shared/forms/use-form-fields';
import CheckboxField from '@academy/shared/ui/forms/CheckboxField';
import TextField from '@academy/shared/ui/forms/TextField';

interface Sent {
  email: string;
  name: string;
  kept: boolean;
}

/** A form whose Send button calls `onSend`. */
function SendingForm({ formRef, onSend, children }: { formRef: RefObject<HTMLFormElement | null>; onSend: () => void; children: ReactNode }) {
  return (
    <form
      ref={formRef}
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        onSend();
      }}
    >
      {children}
      <button type="submit">Send</button>
    </form>
  );
}

/** A form as the public pages have them: text fields through useFormFields, a box of the screen's own. */
function EarlyForm({ send }: { send: (sent: Sent) => void }) {
  const { formRef, values, fieldProps } = useFormFields({ email: '', name: '' }, () => ({}), ['email', 'name']);
  const [kept, setKept] = useState(false);
  useEarlyInput(formRef, (input) => typeof input.kept === 'boolean' && setKept(input.kept));
  return (
    <SendingForm formRef={formRef} onSend={() => send({ ...values, kept })}>
      <TextField {...fieldProps('email', 'Email')} />
      <TextField {...fieldProps('name', 'Name')} />
      <CheckboxField label="Keep me" name="kept" checked={kept} onChange={(event) => setKept(event.target.checked)} />
    </SendingForm>
  );
}

/** The server's markup, as a prerendered page shows it before its scripts run. */
function prerendered(): HTMLElement {
  const container = document.createElement('div');
  container.innerHTML = renderToString(<EarlyForm send={() => undefined} />);
  document.body.append(container);
  return container;
}

test('what a visitor typed and ticked before the page came alive is what the form sends', async () => {
  const container = prerendered();
  // typing into the inert markup: the fields' values change, their markup does not
  container.querySelector<HTMLInputElement>('input[name="email"]')!.value = 'esther@example.org';
  container.querySelector<HTMLInputElement>('input[name="kept"]')!.checked = true;
  const send = jest.fn();
  render(<EarlyForm send={send} />, { container, hydrate: true });

  await userEvent.type(screen.getByLabelText('Name'), 'Esther');
  await userEvent.click(screen.getByRole('button', { name: 'Send' }));
  expect(send).toHaveBeenCalledWith({ email: 'esther@example.org', name: 'Esther', kept: true });
  expect(screen.getByLabelText('Email')).toHaveValue('esther@example.org');
});

test('a form nobody typed in before it came alive starts empty', async () => {
  const send = jest.fn();
  render(<EarlyForm send={send} />, { container: prerendered(), hydrate: true });
  await userEvent.click(screen.getByRole('button', { name: 'Send' }));
  expect(send).toHaveBeenCalledWith({ email: '', name: '', kept: false });
});

/** A course chosen beforehand, with the course list still loading: the select has no such option yet. */
function PreselectedForm({ send }: { send: (values: { course: string }) => void }) {
  const { formRef, values, fieldProps } = useFormFields({ course: '4' }, () => ({}), ['course']);
  const { label, error, ...select } = fieldProps('course', 'Course');
  return (
    <SendingForm formRef={formRef} onSend={() => send(values)}>
      <label htmlFor="course">{error ?? label}</label>
      <select id="course" {...select}>
        <option value="">Select a course</option>
      </select>
    </SendingForm>
  );
}

test('a form rendered in the browser, not hydrated, keeps the values it starts with', async () => {
  const send = jest.fn();
  render(<PreselectedForm send={send} />);
  await userEvent.click(screen.getByRole('button', { name: 'Send' }));
  expect(send).toHaveBeenCalledWith({ course: '4' });
});

// the last test: from here on, a submit before the page is marked alive is held
test('a form sent before the page came alive is sent once it is, with what was typed', () => {
  holdEarlySubmits();
  const container = prerendered();
  container.querySelector<HTMLInputElement>('input[name="email"]')!.value = 'esther@example.org';
  container.querySelector('form')!.requestSubmit();
  const send = jest.fn();
  markPageLive(); // in the page, PageLive does it in the same commit
  render(<EarlyForm send={send} />, { container, hydrate: true });
  expect(send).toHaveBeenCalledTimes(1);
  expect(send).toHaveBeenCalledWith({ email: 'esther@example.org', name: '', kept: false });
});
