import { describeForReader, describeMoment, describeTime, ianaZoneName, readerMoment } from '@academy/contract/rules/time-zones';

test('a class at 8:00 AM in Lagos reads 7:00 AM in London, with the academy time beside it', () => {
  expect(readerMoment('2027-01-12T08:00:00+01:00', 'Europe/London', 'Africa/Lagos')).toEqual({
    date: 'Tue, 12 Jan 2027',
    time: '7:00 AM GMT',
    academyTime: '8:00 AM GMT+1 (Africa/Lagos)',
  });
});

test('the academy time names its own date when it falls on another day', () => {
  expect(readerMoment('2027-01-12T00:30:00+01:00', 'Europe/London', 'Africa/Lagos')).toEqual({
    date: 'Mon, 11 Jan 2027',
    time: '11:30 PM GMT',
    academyTime: 'Tue, 12 Jan 2027, 12:30 AM GMT+1 (Africa/Lagos)',
  });
});

test('one zone named when the reader is in the academy zone', () => {
  expect(readerMoment('2026-07-01T09:15:00+01:00', 'Europe/London', 'Europe/London')).toEqual({
    date: 'Wed, 1 Jul 2026',
    time: '9:15 AM GMT+1 (Europe/London)',
    academyTime: null,
  });
});

test('a zone the runtime still calls by its old name is named as people know it today', () => {
  expect(describeMoment(new Date('2026-11-26T10:00:00Z'), 'Asia/Calcutta')).toBe('Thu, 26 Nov 2026, 3:30 PM GMT+5:30 (Asia/Kolkata)');
  expect(describeMoment(new Date('2026-11-26T10:00:00Z'), 'Europe/Kiev')).toBe('Thu, 26 Nov 2026, 12:00 PM GMT+2 (Europe/Kyiv)');
  expect(ianaZoneName('Asia/Saigon')).toBe('Asia/Ho_Chi_Minh');
  expect(ianaZoneName('Africa/Lagos')).toBe('Africa/Lagos');
});

test('a reader whose browser names the academy zone by its old name reads one time, not two', () => {
  expect(readerMoment('2026-11-26T15:30:00+05:30', 'Asia/Calcutta', 'Asia/Kolkata')).toEqual({
    date: 'Thu, 26 Nov 2026',
    time: '3:30 PM GMT+5:30 (Asia/Kolkata)',
    academyTime: null,
  });
  expect(describeForReader(new Date('2026-11-26T10:00:00Z'), 'Asia/Calcutta', 'Asia/Kolkata', 'en', () => 'two moments')).toBe(
    'Thu, 26 Nov 2026, 3:30 PM GMT+5:30 (Asia/Kolkata)',
  );
});

test('in another language a moment reads as that language writes it, the zone still named', () => {
  expect(describeMoment(new Date('2026-11-26T10:00:00Z'), 'Africa/Lagos', 'fr')).toBe('jeu. 26 nov. 2026, 11:00 UTC+1 (Africa/Lagos)');
  expect(readerMoment('2027-01-12T00:30:00+01:00', 'Europe/London', 'Africa/Lagos', 'es')).toEqual({
    date: 'lun, 11 ene 2027',
    time: '23:30 GMT',
    academyTime: 'mar, 12 ene 2027, 0:30 GMT+1 (Africa/Lagos)',
  });
  expect(describeMoment(new Date('2026-11-26T10:00:00Z'), 'Asia/Manila', 'ar')).toBe('الخميس، 26 نوفمبر 2026، 6:00 م غرينتش+8 (Asia/Manila)');
});

test('the pseudo-locale writes moments as English does', () => {
  expect(describeMoment(new Date('2026-11-26T10:00:00Z'), 'Europe/Kiev', 'en-XA')).toBe(describeMoment(new Date('2026-11-26T10:00:00Z'), 'Europe/Kiev'));
});

test("a time of day alone names its zone too, in the reader's language", () => {
  const instant = new Date('2026-11-26T05:12:00Z');
  expect(describeTime(instant, 'America/Sao_Paulo')).toBe('2:12 AM GMT-3 (America/Sao_Paulo)');
  expect(describeTime(instant, 'America/Sao_Paulo', 'pt')).toBe('02:12 BRT');
});
