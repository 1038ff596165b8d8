import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useRef, useState, type ReactNode } from 'react';
import { useFocusRescue } from '@academy/shared/hooks/use-focus-rescue';

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
