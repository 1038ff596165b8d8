import { useState } from 'react';
import { act, screen, waitFor } from '@testing-library/react';
import { focusManager, onlineManager } from '@tanstack/react-query';
import { useEndpoint, useEndpointMutation } from '@academy/shared/api/queries';
import { http, HttpResponse } from 'msw';
import { appConfig } from '@academy/shared/config/app-config';
import { apiServer, dropEndpoint, mockEndpoint } from '@academy/shared/testing/api-mocks';
import { renderScreen } from '@academy/shared/testing/render-screen';

/** A screen that reads an invitation (a POST: each ask counts against the address's limit) and the notes (a GET). */
function InvitationAndNotes() {
  const invitation = useEndpoint('getInvitation', { body: { token: 'abc' } });
  const notes = useEndpoint('listStandingNotes', {});
  return (
    <p>
      {invitation.data?.name ?? '...'} / {notes.data?.length ?? '...'} notes
    </p>
  );
}

function mockBoth() {
  const invitation = mockEndpoint('getInvitation', { name: 'Ada', email: 'ada@example.org', role: 'student', cohort_name: null }).received;
  const notes = mockEndpoint('listStandingNotes', [{ id: 1, text: 'Classes begin at 8:00 AM sharp.' }]).received;
  return { invitation, notes };
}

afterEach(() => {
  focusManager.setFocused(undefined);
  onlineManager.setOnline(true);
});

test.each([
  [
    'coming back to the window',
    () => {
      focusManager.setFocused(false);
      focusManager.setFocused(true);
    },
  ],
  [
    'a network that comes back',
    () => {
      onlineManager.setOnline(false);
      onlineManager.setOnline(true);
    },
  ],
])('%s asks the GET reads again, not a read sent as a POST', async (_moment, comeBack) => {
  const { invitation, notes } = mockBoth();
  renderScreen(<InvitationAndNotes />);
  expect(await screen.findByText('Ada / 1 notes')).toBeInTheDocument();
  act(comeBack);
  await waitFor(() => expect(notes).toHaveLength(2));
  expect(invitation).toHaveLength(1);
});

/** A change made by a button: it says when it failed. */
function MarkRead() {
  const mark = useEndpointMutation('markNotificationRead');
  const [outcome, setOutcome] = useState('');
  const press = () =>
    mark.mutateAsync({ params: { id: 3 } }).then(
      () => setOutcome('marked'),
      () => setOutcome('failed'),
    );
  return (
    <>
      <button type="button" onClick={() => void press()}>
        Mark read
      </button>
      <p>{outcome}</p>
    </>
  );
}

test('a change asked for without a network fails at once, and is not made unasked when the network comes back', async () => {
  const marked = mockEndpoint('markNotificationRead', null).received;
  // the browser without a network: the request does not leave
  dropEndpoint('markNotificationRead', 1);
  const { user } = renderScreen(<MarkRead />);
  act(() => onlineManager.setOnline(false));
  await user.click(screen.getByRole('button', { name: 'Mark read' }));
  expect(await screen.findByText('failed')).toBeInTheDocument();
  act(() => onlineManager.setOnline(true));
  await new Promise((resolve) => setTimeout(resolve, 100));
  expect(marked).toEqual([]);
});

/** A topic form's create, pressed as the facilitator does: `title` is what they typed. */
function AddTopic() {
  const create = useEndpointMutation('createTopic');
  const [title, setTitle] = useState('Week 1');
  const press = () => create.mutateAsync({ body: { topic: { name: title, description: '', cla_course_id: 4 } } }).catch(() => undefined);
  return (
    <>
      <button type="button" onClick={() => void press()}>
        Add Topic
      </button>
      <button type="button" onClick={() => setTitle('Week 2')}>
        Retype
      </button>
    </>
  );
}

test('a create pressed again after its answer was lost carries the same Idempotency-Key; once made, or typed anew, a new one', async () => {
  const keys: string[] = [];
  apiServer.use(
    http.post(`${appConfig().apiBaseUrl}/cla_topics`, ({ request }) => {
      keys.push(request.headers.get('Idempotency-Key') ?? 'none');
      // the first answer is lost on the way
      return keys.length === 1
        ? HttpResponse.error()
        : HttpResponse.json({ id: keys.length, name: 'Week 1', description: '', cla_course_id: 4 }, { status: 201 });
    }),
  );
  const { user } = renderScreen(<AddTopic />);
  const add = screen.getByRole('button', { name: 'Add Topic' });
  await user.click(add);
  await waitFor(() => expect(keys).toHaveLength(1));
  await user.click(add);
  await waitFor(() => expect(keys).toHaveLength(2));
  await user.click(add);
  await waitFor(() => expect(keys).toHaveLength(3));
  await user.click(screen.getByRole('button', { name: 'Retype' }));
  await user.click(add);
  await waitFor(() => expect(keys).toHaveLength(4));
  expect(keys[0]).toMatch(/^[0-9a-f-]{36}$/);
  // the retry is the same request; the next press after it was made, and a different topic, are new ones
  expect([keys[1] === keys[0], keys[2] === keys[1], keys[3] === keys[2]]).toEqual([true, false, false]);
});
