import { endsBeforeStart } from '@academy/contract/rules/date-range';

test('an end before the start is refused; the same day, a later one or a missing date are not', () => {
  expect(endsBeforeStart('2026-03-10', '2026-03-09')).toBe(true);
  expect(endsBeforeStart('2026-03-10', '2026-03-10')).toBe(false);
  expect(endsBeforeStart('2026-03-10', '2026-12-31')).toBe(false);
  expect(endsBeforeStart(null, '2026-03-09')).toBe(false);
  expect(endsBeforeStart('2026-03-10', undefined)).toBe(false);
});
