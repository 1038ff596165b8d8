import { act, renderHook } from '@testing-library/react';
import { usePassed } from '@academy/shared/hooks/use-passed';

beforeEach(() => jest.useFakeTimers({ now: new Date('2026-12-07T21:05:30Z') }));
afterEach(() => jest.useRealTimers());

test('turns true the second the moment passes, not up to a minute later', () => {
  const { result } = renderHook(() => usePassed('2026-12-07T21:06:00Z'));
  expect(result.current).toBe(false);
  act(() => jest.advanceTimersByTime(29_000));
  expect(result.current).toBe(false);
  act(() => jest.advanceTimersByTime(1_000));
  expect(result.current).toBe(true);
});

test('a moment further than a timer can wait is still met', () => {
  const in30Days = 30 * 24 * 3600 * 1000;
  const dueAt = new Date(Date.now() + in30Days).toISOString();
  const { result } = renderHook(() => usePassed(dueAt));
  act(() => jest.advanceTimersByTime(in30Days - 1_000));
  expect(result.current).toBe(false);
  act(() => jest.advanceTimersByTime(1_000));
  expect(result.current).toBe(true);
});

test('no moment is never passed', () => {
  const { result } = renderHook(() => usePassed(null));
  act(() => jest.advanceTimersByTime(3_600_000));
  expect(result.current).toBe(false);
});
