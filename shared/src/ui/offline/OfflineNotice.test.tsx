import { act, screen } from '@testing-library/react';
import { onlineManager, QueryObserver } from '@tanstack/react-query';
import { renderScreen } from '@academy/shared/testing/render-screen';
import OfflineNotice from './OfflineNotice';

jest.mock('@academy/shared/notifications/reader-zone', () => ({ useReaderTimeZone: () => 'UTC' }));

function setOnline(online: boolean): void {
  Object.defineProperty(navigator, 'onLine', { configurable: true, get: () => online });
  onlineManager.setOnline(online);
}

afterEach(() => setOnline(true));

const SAVED = Date.parse('2026-12-07T05:21:00Z');

/** A screen observing its answer, as a mounted screen's query does; its stop. */
function observe(observer: { subscribe: (listener: () => void) => () => void }): () => void {
  let stop: () => void = () => undefined;
  act(() => {
    stop = observer.subscribe(() => undefined);
  });
  return () => act(() => stop());
}

test('offline, the notice follows the screen shown: a saved one names its time, then a screen never saved here says only that the device is offline', async () => {
  setOnline(false);
  const { queryClient } = renderScreen(<OfflineNotice />);
  queryClient.setQueryData(['getMyGrades', {}], { total: 90 }, { updatedAt: SAVED });
  const saved = observe(new QueryObserver(queryClient, { queryKey: ['getMyGrades', {}], enabled: false }));
  await screen.findByText(/^Offline: showing what was saved at/);

  // the next screen's code arrives and asks for a course this device never saved
  const unsaved = observe(new QueryObserver(queryClient, { queryKey: ['getCourse', { id: 3 }], queryFn: () => new Promise<never>(() => undefined) }));
  await screen.findByText('You are offline.');

  // back to the saved screen
  unsaved();
  await screen.findByText(/^Offline: showing what was saved at/);
  saved();
});
