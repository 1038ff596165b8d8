import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { BrowserRouter, Link, Route, Routes, useLocation } from 'react-router-dom';
import { installHistoryGate } from '@academy/shared/forms/history-gate';
import { useLeaveGuard } from '@academy/shared/forms/leave-guard';

// as the page's start does, before any router listens
beforeAll(installHistoryGate);

function NoteForm() {
  const [text, setText] = useState('');
  useLeaveGuard(text !== '');
  return (
    <label>
      Note
      <input value={text} onChange={(event) => setText(event.target.value)} />
    </label>
  );
}

function Where() {
  return <p data-testid="where">{useLocation().pathname}</p>;
}

/** A list screen with a link to the form, the browser's history at the list. */
async function openFormFromList() {
  window.history.replaceState(null, '', '/portal/notes');
  render(
    <BrowserRouter>
      <Routes>
        <Route path="/portal/notes" element={<Link to="/portal/notes/new">New note</Link>} />
        <Route path="/portal/notes/new" element={<NoteForm />} />
      </Routes>
      <Where />
    </BrowserRouter>,
  );
  await userEvent.click(screen.getByRole('link', { name: 'New note' }));
  await userEvent.type(screen.getByLabelText('Note'), 'Half a thought');
}

/** The browser's Back button: the history moves, then the page hears of it (later, as in a browser). */
async function pressBack(ask: jest.SpyInstance) {
  act(() => window.history.back());
  await waitFor(() => expect(ask).toHaveBeenCalled());
}

afterEach(() => jest.restoreAllMocks());

test("the browser's Back with text not saved asks first, and Cancel stays on the form with the text", async () => {
  const ask = jest.spyOn(window, 'confirm').mockReturnValue(false);
  await openFormFromList();

  await pressBack(ask);

  expect(ask).toHaveBeenCalledWith('You have changes that are not saved. Leave this page and lose them?');
  await waitFor(() => expect(window.location.pathname).toBe('/portal/notes/new'));
  expect(screen.getByTestId('where')).toHaveTextContent('/portal/notes/new');
  expect(screen.getByLabelText('Note')).toHaveValue('Half a thought');
  expect(ask).toHaveBeenCalledTimes(1);
});

test("the browser's Back, agreed to, leaves the form", async () => {
  const ask = jest.spyOn(window, 'confirm').mockReturnValue(true);
  await openFormFromList();

  await pressBack(ask);

  expect(await screen.findByRole('link', { name: 'New note' })).toBeInTheDocument();
  expect(window.location.pathname).toBe('/portal/notes');
});

test('Back to an entry the router did not make: Cancel still keeps the form at its address', async () => {
  const ask = jest.spyOn(window, 'confirm').mockReturnValue(false);
  window.history.replaceState(null, '', '/portal/start');
  render(
    <BrowserRouter>
      <Routes>
        <Route path="/portal/start" element={<p>Start</p>} />
        <Route path="/portal/notes" element={<Link to="/portal/notes/new">New note</Link>} />
        <Route path="/portal/notes/new" element={<NoteForm />} />
      </Routes>
      <Where />
    </BrowserRouter>,
  );
  // an address put in the history by other code than the router's, as a test harness may
  act(() => {
    window.history.pushState({}, '', '/portal/notes');
    window.dispatchEvent(new PopStateEvent('popstate', { state: {} }));
  });
  await userEvent.click(await screen.findByRole('link', { name: 'New note' }));
  await userEvent.type(screen.getByLabelText('Note'), 'Half a thought');

  await pressBack(ask);

  await waitFor(() => expect(window.location.pathname).toBe('/portal/notes/new'));
  expect(screen.getByTestId('where')).toHaveTextContent('/portal/notes/new');
  expect(screen.getByLabelText('Note')).toHaveValue('Half a thought');
});
