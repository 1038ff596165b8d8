// Running asynchronous work over a list with a bound on how much is in flight at once.

/** Calls `work` for every item, at most `limit` at a time; resolves when all have settled (rejects on the first failure). */
export async function forEachConcurrently<T>(items: readonly T[], limit: number, work: (item: T) => Promise<void>): Promise<void> {
  let next = 0;
  const lane = async () => {
    while (next < items.length) {
      const item = items[next]!;
      next += 1;
      await work(item);
    }
  };
  await Promise.all(Array.from({ length: Math.max(1, Math.min(limit, items.length)) }, lane));
}
