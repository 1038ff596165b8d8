import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useRef, useState, type ReactNode } from 'react';
import { useFocusRescue } from '@academy/shared/hooks/use-focus-rescue';

// each test is a page of its own: no layout that went before it hands it the focus
beforeEach(() => Reflect.deleteProperty(window, Symbol.for('academy.focus-handed-off')));

function Layout({ children }: { children: ReactNode }) {
  const main = useRef<HTMLElement>(null);
  useFocusRescue(main);
  return (
    <main ref={main} tabIndex={-1} aria-label="Page">
      {children}
    </main>
  );
}

function Form({ after }: { after: 'gone' | 'disabled' | 'heading' }) {
  const [done, setDone] = useState(false);
  const heading = useRef<HTMLHeadingElement>(null);
  return (
    <>
      <h1 ref={heading} tabIndex={-1}>
        Profile
      </h1>
      {!(done && after === 'gone') && (
        <button
          type="button"
          disabled={done && after === 'disabled'}
          onClick={() => {
            setDone(true);
            if (after === 'heading') heading.current?.focus();
          }}
        >
          Save
        </button>
      )}
    </>
  );
}

test('a button that goes once pressed hands the keyboard to the page’s main content, not to the page', async () => {
  render(
    <Layout>
      <Form after="gone" />
    </Layout>,
  );
  await userEvent.click(screen.getByRole('button', { name: 'Save' }));
  expect(screen.getByRole('main', { name: 'Page' })).toHaveFocus();
});

test('so does a button disabled under the focus', async () => {
  render(
    <Layout>
      <Form after="disabled" />
    </Layout>,
  );
  await userEvent.click(screen.getByRole('button', { name: 'Save' }));
  expect(screen.getByRole('main', { name: 'Page' })).toHaveFocus();
});

test('focus a screen moves on purpose stays where it put it', async () => {
  render(
    <Layout>
      <Form after="heading" />
    </Layout>,
  );
  await userEvent.click(screen.getByRole('button', { name: 'Save' }));
  expect(screen.getByRole('heading', { name: 'Profile' })).toHaveFocus();
});

test('a layout that goes with the focus hands it to the next layout’s main content', async () => {
  function SignIn({ onDone }: { onDone: () => void }) {
    return (
      <Layout>
        <button type="button" onClick={onDone}>
          Login
        </button>
      </Layout>
    );
  }
  function Portal() {
    const main = useRef<HTMLElement>(null);
    useFocusRescue(main);
    return (
      <main ref={main} tabIndex={-1} aria-label="Portal">
        <h1>Dashboard</h1>
      </main>
    );
  }
  function Site() {
    const [signedIn, setSignedIn] = useState(false);
    return signedIn ? <Portal /> : <SignIn onDone={() => setSignedIn(true)} />;
  }
  render(<Site />);
  await userEvent.click(screen.getByRole('button', { name: 'Login' }));
  expect(screen.getByRole('main', { name: 'Portal' })).toHaveFocus();
});

test('a page’s first load leaves the focus where the browser puts it', () => {
  render(
    <Layout>
      <Form after="gone" />
    </Layout>,
  );
  expect(document.body).toHaveFocus();
});
