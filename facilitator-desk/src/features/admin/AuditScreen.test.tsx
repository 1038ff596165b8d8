import { act, screen, waitFor } from '@testing-library/react';
import { onlineManager } from '@tanstack/react-query';
import type { AuditEntry } from '@academy/shared/domain/types';
import { mockEndpoint } from '@academy/shared/testing/api-mocks';
import { renderScreen } from '@academy/shared/testing/render-screen';
import { mockReaderZone } from '@academy/shared/testing/reader-zone';
import AuditScreen from './AuditScreen';

const CLOSED: AuditEntry = {
  id: 1,
  at: '2026-11-23T09:00:00.000Z',
  actor_id: 2,
  actor_name: 'Grace Adeyemi',
  action: 'cohort.close',
  subject_type: 'cohort',
  subject_id: 2,
  subject_name: 'Cohort 2',
  old_values: { closed: false },
  new_values: { closed: true },
};

const FIRST_PAGE = { limit: 100, offset: 0 };

// the reader chose West Africa in Profile: every time is read there, the zone named
beforeEach(() => mockReaderZone('Africa/Lagos'));

test('shows the entries as sentences and asks again with the filter chosen', async () => {
  const audit = mockEndpoint('listAuditLog', [CLOSED]);
  const { user } = renderScreen(<AuditScreen />);
  expect(await screen.findByText('Grace Adeyemi closed the cohort Cohort 2.')).toBeInTheDocument();
  await user.selectOptions(screen.getByLabelText('Records'), 'Cohorts');
  await user.type(screen.getByLabelText('From'), '2026-11-01');
  await user.click(screen.getByRole('button', { name: 'Filter' }));
  // the days are the reader's, as every time on the screen is
  expect(screen.getByLabelText('From')).toHaveAccessibleDescription('Days in your time zone, Africa/Lagos.');
  await waitFor(() =>
    expect(audit.received.map((request) => request.query)).toEqual([
      FIRST_PAGE,
      { subject_type: 'cohort', from: '2026-11-01', time_zone: 'Africa/Lagos', ...FIRST_PAGE },
    ]),
  );
  expect(await screen.findByText('1 entry matches.')).toHaveAttribute('role', 'status');
  // the same filter again asks again: new entries may have come
  await user.click(screen.getByRole('button', { name: 'Filter' }));
  await waitFor(() => expect(audit.received).toHaveLength(3));
});

test('older entries come a page at a time, the page shown kept while the next loads, the focus kept on the button', async () => {
  // 100 entries on the first page, 3 older after them
  const page = ({ query }: { query: { offset?: number } }) =>
    Array.from({ length: query.offset === 100 ? 3 : 100 }, (_, index) => ({
      ...CLOSED,
      id: (query.offset ?? 0) + index + 1,
      subject_name: `Cohort ${(query.offset ?? 0) + index + 1}`,
    }));
  const audit = mockEndpoint('listAuditLog', page);
  const { user } = renderScreen(<AuditScreen />);
  expect(await screen.findByText('Grace Adeyemi closed the cohort Cohort 100.')).toBeInTheDocument();
  expect(screen.getByRole('navigation', { name: 'Pages of the audit log' })).toHaveTextContent('Entries 1–100');

  const older = screen.getByRole('button', { name: 'Older entries' });
  await user.click(older);
  expect(await screen.findByText('Grace Adeyemi closed the cohort Cohort 103.')).toBeInTheDocument();
  expect(screen.queryByText('Grace Adeyemi closed the cohort Cohort 100.')).not.toBeInTheDocument();
  expect(screen.getByRole('navigation', { name: 'Pages of the audit log' })).toHaveTextContent('Entries 101–103');
  // the last page: Older is unavailable, and keeps the focus it had
  expect(older).toHaveFocus();
  expect(older).toHaveAttribute('aria-disabled', 'true');
  await user.click(older);
  expect(audit.received).toHaveLength(2);
  expect(audit.received.map((request) => request.query)).toEqual([FIRST_PAGE, { limit: 100, offset: 100 }]);

  await user.click(screen.getByRole('button', { name: 'Newer entries' }));
  expect(await screen.findByText('Grace Adeyemi closed the cohort Cohort 1.')).toBeInTheDocument();
});

test('while the next page is on its way the numbers are those of the rows still shown; offline, the steps wait and say why', async () => {
  let answerOlder: () => void = () => undefined;
  const older = new Promise<void>((resolve) => (answerOlder = resolve));
  const page = async ({ query }: { query: { offset?: number } }) => {
    if (query.offset === 100) await older;
    return Array.from({ length: query.offset === 100 ? 3 : 100 }, (_, index) => ({ ...CLOSED, id: (query.offset ?? 0) + index + 1 }));
  };
  mockEndpoint('listAuditLog', page);
  const { user } = renderScreen(<AuditScreen />);
  const pager = await screen.findByRole('navigation', { name: 'Pages of the audit log' });
  await user.click(screen.getByRole('button', { name: 'Older entries' }));
  expect(pager).toHaveAttribute('aria-busy', 'true');
  expect(pager).toHaveTextContent('Entries 1–100');
  answerOlder();
  await waitFor(() => expect(pager).toHaveTextContent('Entries 101–103'));

  const network = (online: boolean) => {
    Object.defineProperty(navigator, 'onLine', { configurable: true, get: () => online });
    act(() => onlineManager.setOnline(online));
  };
  try {
    network(false);
    const newer = screen.getByRole('button', { name: 'Newer entries' });
    expect(newer).toHaveAttribute('aria-disabled', 'true');
    expect(newer).toHaveAccessibleDescription('You are offline: this needs a connection.');
    await user.click(newer);
    expect(pager).toHaveTextContent('Entries 101–103');
    network(true);
    expect(newer).not.toHaveAttribute('aria-disabled');
  } finally {
    network(true);
  }
});

test('a last day before the first is refused beside the field, with nothing asked', async () => {
  const audit = mockEndpoint('listAuditLog', [CLOSED]);
  const { user } = renderScreen(<AuditScreen />);
  await screen.findByText('Grace Adeyemi closed the cohort Cohort 2.');
  await user.type(screen.getByLabelText('From'), '2026-11-10');
  await user.type(screen.getByLabelText('To'), '2026-11-01');
  await user.click(screen.getByRole('button', { name: 'Filter' }));
  expect(screen.getByLabelText('To')).toHaveAccessibleDescription(
    'Days in your time zone, Africa/Lagos. The last day comes before the first: choose a later one.',
  );
  expect(screen.getByLabelText('To')).toHaveFocus();
  expect(audit.received).toHaveLength(1);
});

test('nothing recorded shows the empty state; a failed load the message and Retry', async () => {
  mockEndpoint('listAuditLog', { error: 'down' }, 500);
  const { user } = renderScreen(<AuditScreen />);
  expect(await screen.findByRole('button', { name: 'Retry' })).toBeInTheDocument();
  expect(screen.getAllByText('Failed to load the audit log.').length).toBeGreaterThan(0);
  mockEndpoint('listAuditLog', []);
  await user.click(screen.getByRole('button', { name: 'Retry' }));
  expect(await screen.findByText('Nothing recorded.')).toBeInTheDocument();
});
