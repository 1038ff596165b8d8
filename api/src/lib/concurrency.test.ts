import { forEachConcurrently } from './concurrency';

test('handles every item once, never more than the limit at a time', async () => {
  let inFlight = 0;
  let most = 0;
  const done: number[] = [];
  const items = Array.from({ length: 23 }, (_, i) => i);
  await forEachConcurrently(items, 4, async (item) => {
    inFlight += 1;
    most = Math.max(most, inFlight);
    await new Promise((resolve) => setImmediate(resolve));
    done.push(item);
    inFlight -= 1;
  });
  expect([...done].sort((a, b) => a - b)).toEqual(items);
  expect(most).toBe(4);
});

test('an empty list does nothing', async () => {
  const work = jest.fn();
  await forEachConcurrently([], 4, work);
  expect(work).not.toHaveBeenCalled();
});
