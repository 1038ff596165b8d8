/** Where an item of an ordered list would go: its ids with the item at `index` moved one place `by`. */
export function movedIds(items: readonly { id: number }[], index: number, by: -1 | 1): number[] {
  const ids = items.map((item) => item.id);
  [ids[index], ids[index + by]] = [ids[index + by]!, ids[index]!];
  return ids;
}
