import { splitLiveClasses } from '@academy/shared/domain/live-classes';
import type { LiveClass } from '@academy/shared/domain/types';
import { liveClassFixture } from '@academy/shared/testing/live-classes';

function liveClass(id: number, date: string, cohortEnd: string | null = null, time = '08:00'): LiveClass {
  return liveClassFixture({ id, name: `Class ${id}`, date, time, cla_user_id: 2, courseName: 'Course', cla_cohort_end_date: cohortEnd });
}

const TODAY = '2026-11-22';

test('today and later are upcoming, soonest first', () => {
  const { upcoming } = splitLiveClasses([liveClass(1, '2026-12-01'), liveClass(2, TODAY, null, '10:00'), liveClass(3, TODAY, null, '08:00')], TODAY);
  expect(upcoming.map((c) => c.id)).toEqual([3, 2, 1]);
});

test('earlier classes are past, latest first, unless their cohort ended before today', () => {
  const { past } = splitLiveClasses(
    [liveClass(1, '2026-10-01'), liveClass(2, '2026-11-21', TODAY), liveClass(3, '2026-11-01', '2026-11-21'), liveClass(4, '2026-11-10', '2027-01-01')],
    TODAY,
  );
  expect(past.map((c) => c.id)).toEqual([2, 4, 1]);
});
