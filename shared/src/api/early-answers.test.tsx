import { useState } from 'react';
import { screen, waitFor } from '@testing-library/react';
import { afterFirstScreen } from '@academy/shared/api/after-first-screen';
import { call } from '@academy/shared/api/call';
import { askEarly } from '@academy/shared/api/early-answers';
import { useEndpoint } from '@academy/shared/api/queries';
import { useSessionStore } from '@academy/shared/session/store';
import { appConfig } from '@academy/shared/config/app-config';
import { mockEndpoint } from '@academy/shared/testing/api-mocks';
import { renderScreen } from '@academy/shared/testing/render-screen';
import { studentUser } from '@academy/shared/testing/users';

/** renderScreen signs the user in with this token. */
const SESSION_TOKEN = 'test-token';
const NOTE = { id: 1, text: 'Classes begin at 8:00 AM sharp.' };

function Notes() {
  const notes = useEndpoint('listStandingNotes', {});
  return <p>{notes.data ? `${notes.data.length} notes` : 'Loading'}</p>;
}

/** Notes that can be closed and opened again, in the same page (the same cache). */
function NotesComingBack() {
  const [shown, setShown] = useState(true);
  return (
    <>
      {shown && <Notes />}
      <button type="button" onClick={() => setShown(!shown)}>
        {shown ? 'Close' : 'Open'}
      </button>
    </>
  );
}

function askForNotesEarly(token: string) {
  askEarly([{ name: 'listStandingNotes', input: {} }], appConfig().apiBaseUrl, token);
}

afterEach(() => {
  window.academyEarlyAnswers = undefined;
});

test('a screen takes the answer the page asked for early, and asks the API again only when it comes back', async () => {
  const { received } = mockEndpoint('listStandingNotes', [NOTE]);
  askForNotesEarly(SESSION_TOKEN);
  await waitFor(() => expect(received).toHaveLength(1));

  const first = renderScreen(<Notes />, { signedIn: studentUser() });
  expect(await screen.findByText('1 notes')).toBeInTheDocument();
  expect(received).toHaveLength(1);
  first.unmount();

  renderScreen(<Notes />, { signedIn: studentUser() });
  expect(await screen.findByText('1 notes')).toBeInTheDocument();
  expect(received).toHaveLength(2);
});

test('an answer that came back before the screen renders is on its first render, and the API is not asked again', async () => {
  const { received } = mockEndpoint('listStandingNotes', [NOTE]);
  askForNotesEarly(SESSION_TOKEN);
  await window.academyEarlyAnswers?.settled;

  renderScreen(<Notes />, { signedIn: studentUser() });
  expect(screen.getByText('1 notes')).toBeInTheDocument();
  await new Promise((resolve) => setTimeout(resolve, 50));
  expect(received).toHaveLength(1);
});

test('a screen shown with an early answer asks the API again when it comes back in the same page', async () => {
  const { received } = mockEndpoint('listStandingNotes', [NOTE]);
  askForNotesEarly(SESSION_TOKEN);
  await window.academyEarlyAnswers?.settled;

  const { user } = renderScreen(<NotesComingBack />, { signedIn: studentUser() });
  expect(screen.getByText('1 notes')).toBeInTheDocument();
  await user.click(screen.getByRole('button', { name: 'Close' }));
  await user.click(screen.getByRole('button', { name: 'Open' }));
  expect(screen.getByText('1 notes')).toBeInTheDocument();
  await waitFor(() => expect(received).toHaveLength(2));
});

test('an early ask that failed is asked again the usual way when the screen asks', async () => {
  const busy = mockEndpoint('listStandingNotes', { error: 'The service is busy' }, 503).received;
  askForNotesEarly(SESSION_TOKEN);
  await waitFor(() => expect(busy).toHaveLength(1));
  const { received } = mockEndpoint('listStandingNotes', [NOTE]);
  renderScreen(<Notes />, { signedIn: studentUser() });
  expect(await screen.findByText('1 notes')).toBeInTheDocument();
  expect(received).toHaveLength(1);
});

test('an answer asked for with another session than the one signed in now is not used', async () => {
  const { received } = mockEndpoint('listStandingNotes', [NOTE]);
  askForNotesEarly('a-token-since-signed-out');
  await waitFor(() => expect(received).toHaveLength(1));
  renderScreen(<Notes />, { signedIn: studentUser() });
  expect(await screen.findByText('1 notes')).toBeInTheDocument();
  expect(received).toHaveLength(2);
});

test('after a change is sent, the answers asked for before it are not used', async () => {
  const { received } = mockEndpoint('listStandingNotes', [NOTE]);
  mockEndpoint('markNotificationRead', null);
  askForNotesEarly(SESSION_TOKEN);
  await waitFor(() => expect(received).toHaveLength(1));
  await call('markNotificationRead', { params: { id: 1 } });
  renderScreen(<Notes />, { signedIn: studentUser() });
  expect(await screen.findByText('1 notes')).toBeInTheDocument();
  expect(received).toHaveLength(2);
});

test('signing out forgets the answers asked for early: the page keeps nothing of the person who left', async () => {
  const { received } = mockEndpoint('listStandingNotes', [NOTE]);
  useSessionStore.getState().signIn(SESSION_TOKEN, studentUser());
  askForNotesEarly(SESSION_TOKEN);
  await window.academyEarlyAnswers?.settled;
  expect(received).toHaveLength(1);

  useSessionStore.getState().clear();
  expect(window.academyEarlyAnswers).toBeUndefined();
});

test('work kept for after the first screen waits for the early reads, those a screen has taken included', async () => {
  let answer = () => {};
  const answered = new Promise<void>((resolve) => {
    answer = resolve;
  });
  mockEndpoint('listStandingNotes', async () => {
    await answered;
    return [NOTE];
  });
  askForNotesEarly(SESSION_TOKEN);
  renderScreen(<Notes />, { signedIn: studentUser() });
  // the screen's first fetch has taken the read, still on its way
  await waitFor(() => expect(window.academyEarlyAnswers?.answers.size).toBe(0));

  const run = jest.fn();
  afterFirstScreen(run);
  await new Promise((resolve) => setTimeout(resolve, 50));
  expect(run).not.toHaveBeenCalled();

  answer();
  expect(await screen.findByText('1 notes')).toBeInTheDocument();
  await waitFor(() => expect(run).toHaveBeenCalledTimes(1));
});
