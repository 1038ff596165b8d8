import { formatBirthday, formatDateRange, formatLongDate, formatTime, todayIsoDate } from '@academy/shared/format/dates';

test.each([
  ['2024-03-05', '5th Mar 2024'],
  ['1990-12-01', '1st Dec 1990'],
  ['2001-07-22', '22nd Jul 2001'],
  ['2010-01-13', '13th Jan 2010'],
])('formats the birthday %s as %s', (input, expected) => {
  expect(formatBirthday(input)).toBe(expected);
});

test('gives nothing for a missing or unreadable birthday, so the screen can say Not set', () => {
  expect(formatBirthday(null)).toBeNull();
  expect(formatBirthday('')).toBeNull();
  expect(formatBirthday('not-a-date')).toBeNull();
});

test('formats class dates and times for cards', () => {
  expect(formatLongDate('2026-11-22')).toBe('Sun, 22 Nov 2026');
  expect(formatTime('14:30')).toBe('2:30 PM');
  expect(formatTime('08:00')).toBe('8:00 AM');
});

test('writes today as the API writes dates', () => {
  expect(todayIsoDate(new Date(2026, 10, 2, 9, 0))).toBe('2026-11-02');
});

test('a span of dates reads in words, whichever end is missing', () => {
  expect(formatDateRange('2026-11-22', '2027-02-01')).toBe('Sun, 22 Nov 2026 to Mon, 1 Feb 2027');
  expect(formatDateRange('2026-11-22', null)).toBe('From Sun, 22 Nov 2026');
  expect(formatDateRange(null, '2027-02-01')).toBe('Until Mon, 1 Feb 2027');
  expect(formatDateRange(null, null)).toBe('Dates not set');
});

test('in another language dates and times read as that language writes them', () => {
  expect(formatBirthday('2024-03-05', 'fr')).toBe('5 mars 2024');
  expect(formatBirthday('2024-03-05', 'pt')).toBe('5 de mar. de 2024');
  expect(formatLongDate('2026-11-22', 'es')).toBe('dom, 22 nov 2026');
  expect(formatTime('14:30', 'fr')).toBe('14:30');
  expect(formatBirthday('2024-03-05', 'en-XA')).toBe('5th Mar 2024');
});
