import { configure, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { QueryClientProvider } from '@tanstack/react-query';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { createQueryClient } from '@academy/shared/api/query-client';
import type { LiveClass } from '@academy/shared/domain/types';
import { mockEndpoint } from '@academy/shared/testing/api-mocks';
import { liveClassFixture } from '@academy/shared/testing/live-classes';
import { mockReaderZone } from '@academy/shared/testing/reader-zone';
import Toasts from '@academy/shared/ui/Toasts';
import LiveClassActions from './LiveClassActions';

// a loaded machine (two cores, several builds) must not turn slow typing into a failure
configure({ asyncUtilTimeout: 5000 });
jest.setTimeout(30000);
const user = userEvent.setup({ delay: null });

const liveClass: LiveClass = liveClassFixture();

// the reader chose no zone in Profile: the browser's (UTC here)
beforeEach(() => mockReaderZone(null));

function Where() {
  const location = useLocation();
  return <p data-testid="where">{`${location.pathname} ${JSON.stringify(location.state)}`}</p>;
}

function renderActions(onRemoved = jest.fn(), shown: LiveClass = liveClass, onChanged = jest.fn()) {
  render(
    <QueryClientProvider client={createQueryClient()}>
      <MemoryRouter initialEntries={['/portal/events']}>
        <Routes>
          <Route path="/portal/events" element={<LiveClassActions liveClass={shown} onRemoved={onRemoved} onChanged={onChanged} />} />
          <Route path="*" element={<Where />} />
        </Routes>
        <Toasts />
      </MemoryRouter>
    </QueryClientProvider>,
  );
  return onRemoved;
}

test('Edit opens the form with the class', async () => {
  renderActions();
  await user.click(screen.getByRole('button', { name: 'Edit Week 1 session' }));
  expect(screen.getByTestId('where')).toHaveTextContent('/portal/event/new {"liveClass":{"id":5');
});

test('Delete asks first; Cancel deletes nothing', async () => {
  const deleted = mockEndpoint('deleteLiveClass', null);
  const onRemoved = renderActions();
  await user.click(screen.getByRole('button', { name: 'Delete Week 1 session' }));
  const dialog = screen.getByRole('alertdialog', { name: 'Delete the live class Week 1 session?' });
  // a weekly series' classes share their name: the moment says which one goes
  await waitFor(() =>
    expect(dialog).toHaveAccessibleDescription(
      'The class of Mon, 23 Nov 2026, 8:00 AM UTC disappears from every list; attendance already recorded for it is kept.',
    ),
  );
  await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
  expect(deleted.received).toEqual([]);
  expect(onRemoved).not.toHaveBeenCalled();
});

test('a confirmed delete removes the class with the success toast', async () => {
  const deleted = mockEndpoint('deleteLiveClass', null);
  const onRemoved = renderActions();
  await user.click(screen.getByRole('button', { name: 'Delete Week 1 session' }));
  await user.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Delete' }));
  expect(await screen.findByText('Live class deleted successfully!')).toBeInTheDocument();
  expect(deleted.received.map((request) => request.params)).toEqual([{ id: 5 }]);
  expect(onRemoved).toHaveBeenCalledTimes(1);
  expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
});

test('once a deleted class has left its list, the keyboard goes on from the list, not the page top', async () => {
  mockEndpoint('deleteLiveClass', null);
  function Classes() {
    const [shown, setShown] = useState(true);
    return (
      <ul aria-label="Classes">
        {shown && (
          <li>
            <LiveClassActions liveClass={liveClass} onRemoved={() => setShown(false)} onChanged={jest.fn()} />
          </li>
        )}
        <li>Another class</li>
      </ul>
    );
  }
  render(
    <QueryClientProvider client={createQueryClient()}>
      <MemoryRouter>
        <Classes />
        <Toasts />
      </MemoryRouter>
    </QueryClientProvider>,
  );
  await user.click(screen.getByRole('button', { name: 'Delete Week 1 session' }));
  await user.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Delete' }));
  await waitFor(() => expect(screen.getByRole('list', { name: 'Classes' })).toHaveFocus());
});

test('a failed delete keeps the class and shows the failure toast', async () => {
  mockEndpoint('deleteLiveClass', { error: 'down' }, 500);
  const onRemoved = renderActions();
  await user.click(screen.getByRole('button', { name: 'Delete Week 1 session' }));
  await user.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Delete' }));
  expect(await screen.findByText('Failed to delete live class. Please try again.')).toBeInTheDocument();
  expect(onRemoved).not.toHaveBeenCalled();
});

describe('the recording link', () => {
  const held: LiveClass = { ...liveClass, starts_at: '2020-01-06T08:00:00+01:00', time_zone: 'Africa/Lagos', recording_url: null };

  test('is offered only once the class has started', () => {
    renderActions(jest.fn(), { ...held, starts_at: '2999-01-01T08:00:00+01:00' });
    expect(screen.queryByRole('button', { name: /Add recording/ })).not.toBeInTheDocument();
  });

  test('is checked before saving, then saved and handed back to the list', async () => {
    const saved = { ...held, recording_url: 'https://video.example.org/1' };
    const recorded = mockEndpoint('setLiveClassRecording', saved);
    const onChanged = jest.fn();
    renderActions(jest.fn(), held, onChanged);

    await user.click(screen.getByRole('button', { name: 'Add recording of Week 1 session' }));
    const field = screen.getByLabelText('Recording link');
    expect(field).toHaveFocus();
    await user.type(field, 'http://video.example.org/1');
    await user.click(screen.getByRole('button', { name: 'Save recording' }));
    expect(field).toHaveAccessibleDescription(expect.stringContaining('Enter the recording link as a full address starting with https://.'));
    expect(recorded.received).toEqual([]);

    await user.clear(field);
    await user.type(field, 'https://video.example.org/1');
    await user.click(screen.getByRole('button', { name: 'Save recording' }));
    expect(await screen.findByText('Recording link saved.')).toBeInTheDocument();
    expect(recorded.received.map(({ params, body }) => ({ params, body }))).toEqual([
      { params: { id: 5 }, body: { recording_url: 'https://video.example.org/1' } },
    ]);
    expect(onChanged).toHaveBeenCalledWith(saved);
  });

  test('an emptied field removes it', async () => {
    const recorded = mockEndpoint('setLiveClassRecording', held);
    renderActions(jest.fn(), { ...held, recording_url: 'https://video.example.org/1' });
    await user.click(screen.getByRole('button', { name: 'Change recording of Week 1 session' }));
    await user.clear(screen.getByLabelText('Recording link'));
    await user.click(screen.getByRole('button', { name: 'Save recording' }));
    expect(await screen.findByText('Recording link removed.')).toBeInTheDocument();
    expect(recorded.received.map((request) => request.body)).toEqual([{ recording_url: null }]);
  });
});
