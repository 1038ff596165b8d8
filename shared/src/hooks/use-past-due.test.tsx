import { act, renderHook } from '@testing-library/react';
import { usePastDue } from '@academy/shared/hooks/use-past-due';

beforeEach(() => jest.useFakeTimers({ now: new Date('2026-12-07T21:05:30Z') }));
afterEach(() => jest.useRealTimers());

test('turns true the second the due moment passes, not up to a minute later', () => {
  const { result } = renderHook(() => usePastDue('2026-12-07T21:06:00Z'));
  expect(result.current).toBe(false);
  act(() => jest.advanceTimersByTime(29_000));
  expect(result.current).toBe(false);
  act(() => jest.advanceTimersByTime(1_000));
  expect(result.current).toBe(true);
});

test('a due moment further than a timer can wait is still met', () => {
  const in30Days = 30 * 24 * 3600 * 1000;
  const dueAt = new Date(Date.now() + in30Days).toISOString();
  const { result } = renderHook(() => usePastDue(dueAt));
  act(() => jest.advanceTimersByTime(in30Days - 1_000));
  expect(result.current).toBe(false);
  act(() => jest.advanceTimersByTime(1_000));
  expect(result.current).toBe(true);
});

test('no due moment is never past', () => {
  const { result } = renderHook(() => usePastDue(null));
  act(() => jest.advanceTimersByTime(3_600_000));
  expect(result.current).toBe(false);
});
