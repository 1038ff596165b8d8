import { splitLiveClasses } from '@academy/shared/domain/live-classes';
import type { LiveClass } from '@academy/shared/domain/types';
import { liveClassFixture } from '@academy/shared/testing/live-classes';

function liveClass(id: number, date: string, cohortEnd: string | null = null, time = '08:00'): LiveClass {
  return liveClassFixture({ id, name: `Class ${id}`, date, time, cla_user_id: 2, courseName: 'Course', cla_cohort_end_date: cohortEnd });
}

const TODAY = '2026-11-22';
const NOON = new Date(`${TODAY}T12:00:00Z`);

test('today and later are upcoming, soonest first', () => {
  const { upcoming } = splitLiveClasses([liveClass(1, '2026-12-01'), liveClass(2, TODAY, null, '10:00'), liveClass(3, TODAY, null, '08:00')], NOON);
  expect(upcoming.map((c) => c.id)).toEqual([3, 2, 1]);
});

test('earlier classes are past, latest first, unless their cohort ended before today', () => {
  const { past } = splitLiveClasses(
    [liveClass(1, '2026-10-01'), liveClass(2, '2026-11-21', TODAY), liveClass(3, '2026-11-01', '2026-11-21'), liveClass(4, '2026-11-10', '2027-01-01')],
    NOON,
  );
  expect(past.map((c) => c.id)).toEqual([2, 4, 1]);
});

test("today is the academy's day, not the reader's: its evening class is still upcoming where it is already tomorrow", () => {
  const evening = { ...liveClass(1, TODAY, null, '22:00'), time_zone: 'Pacific/Honolulu' };
  // 21:54 in Honolulu: the next day in UTC and further east
  const { upcoming, past } = splitLiveClasses([evening], new Date('2026-11-23T07:54:00Z'));
  expect(upcoming.map((c) => c.id)).toEqual([1]);
  expect(past).toEqual([]);
});
