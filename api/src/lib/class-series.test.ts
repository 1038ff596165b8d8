import { movedAlike, shiftWallClock, weeklyMoments } from './class-series';

test("a weekly series keeps its wall-clock time in the zone it was typed in, across that zone's daylight-saving change", () => {
  // Berlin goes from UTC+1 to UTC+2 on Sunday 28 March 2027
  expect(weeklyMoments({ date: '2027-03-22', time: '18:30' }, 'Europe/Berlin', 3).map((d) => d.toISOString())).toEqual([
    '2027-03-22T17:30:00.000Z',
    '2027-03-29T16:30:00.000Z',
    '2027-04-05T16:30:00.000Z',
  ]);
  expect(weeklyMoments({ date: '2027-03-11', time: '18:30' }, 'Asia/Kolkata', 2).map((d) => d.toISOString())).toEqual([
    '2027-03-11T13:00:00.000Z',
    '2027-03-18T13:00:00.000Z',
  ]);
});

test('shifting a wall clock crosses days, months and years', () => {
  expect(shiftWallClock({ date: '2027-12-31', time: '23:30' }, 45)).toEqual({ date: '2028-01-01', time: '00:15' });
  expect(shiftWallClock({ date: '2027-03-01', time: '00:10' }, -20)).toEqual({ date: '2027-02-28', time: '23:50' });
});

test('a later class moves by the same wall-clock change, read in the zone it is typed in now', () => {
  const later = { starts_at: new Date('2027-04-08T13:00:00Z'), typed_time_zone: 'Asia/Kolkata' };
  // a day later, 90 minutes earlier: Thursday 18:30 becomes Friday 17:00 in Kolkata
  expect(movedAlike(later, { date: '2027-03-25', time: '18:30' }, { date: '2027-03-26', time: '17:00' }, 'Asia/Kolkata').toISOString()).toBe(
    '2027-04-09T11:30:00.000Z',
  );
  // retyped in Berlin, where 18:30 Kolkata read 14:00 on 25 March: the later ones at 14:00 Berlin, summer time by then
  expect(movedAlike(later, { date: '2027-03-25', time: '18:30' }, { date: '2027-03-25', time: '14:00' }, 'Europe/Berlin').toISOString()).toBe(
    '2027-04-08T12:00:00.000Z',
  );
});
