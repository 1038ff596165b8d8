import { setLocale } from '@academy/shared/i18n/locale';
import { liveClassFixture } from '@academy/shared/testing/live-classes';
import {
  classesAfterCourseEnd,
  initialLiveClassValues,
  liveClassPayload,
  liveClassUpdatePayload,
  validateLiveClass,
  type LiveClassFormValues,
} from './live-class-form';

const valid: LiveClassFormValues = {
  cla_course_id: '3',
  name: 'Week 1 live session',
  date: '2026-11-23',
  time: '08:00',
  duration: '90',
  zoom_link: 'https://zoom.us/j/123',
  cohort_id: '2',
  repeat_weeks: '',
};

test('a complete form has no errors and becomes the API payload with numbers', () => {
  expect(validateLiveClass(valid)).toEqual({});
  expect(liveClassPayload({ ...valid, name: '  Week 1 live session ' }, 9, 'Africa/Lagos')).toEqual({
    name: 'Week 1 live session',
    date: '2026-11-23',
    time: '08:00',
    time_zone: 'Africa/Lagos',
    duration: 90,
    zoom_link: 'https://zoom.us/j/123',
    cla_course_id: 3,
    cohort_id: 2,
    cla_user_id: 9,
  });
});

test('every field is required', () => {
  const empty = initialLiveClassValues(null, null, 'UTC');
  expect(validateLiveClass(empty)).toEqual({
    cla_course_id: 'Course is required.',
    name: 'Class name is required.',
    date: 'Date is required.',
    time: 'Time is required.',
    duration: 'Duration is required.',
    zoom_link: 'Zoom link is required.',
    cohort_id: 'Cohort is required.',
  });
});

test.each(['0', '-5', '1.5', 'abc', '1441', '100000'])('duration %p is refused: a class lasts from a minute to a day', (duration) => {
  expect(validateLiveClass({ ...valid, duration }).duration).toBe('Duration must be a whole number of minutes from 1 to 1440.');
});

test.each(['zoom.us/j/1', 'http://zoom.us/j/1', 'javascript:alert(1)', 'https://localhost', 'https://zoom.us/j/1 x'])(
  'meeting link %p is refused',
  (zoom_link) => {
    expect(validateLiveClass({ ...valid, zoom_link }).zoom_link).toBe('Enter the meeting link as a full address starting with https://.');
  },
);

test("editing starts from the class as it reads in the facilitator's zone, adding from the preselected course", () => {
  const old = liveClassFixture({ id: 1, name: 'Old', date: '2026-01-02', time: '09:30', duration: 45, cla_course_id: 4, cohort_id: 5, courseName: 'C' });
  expect(initialLiveClassValues(old, 7, 'UTC')).toEqual({
    cla_course_id: '4',
    name: 'Old',
    date: '2026-01-02',
    time: '09:30',
    duration: '45',
    zoom_link: '',
    cohort_id: '5',
    repeat_weeks: '',
  });
  expect(initialLiveClassValues(old, 7, 'Africa/Lagos')).toMatchObject({ date: '2026-01-02', time: '10:30' });
  expect(initialLiveClassValues(null, 7, 'UTC').cla_course_id).toBe('7');
});

test('the checks speak the page’s language', async () => {
  await setLocale('fr');
  try {
    const errors = validateLiveClass({ ...valid, name: ' ', duration: '0', zoom_link: 'http://zoom.us/j/1' });
    expect(errors).toEqual({
      name: 'Le champ «\u00a0Nom du cours en direct\u00a0» est obligatoire.',
      duration: 'La durée doit être un nombre entier de minutes, de 1 à 1440.',
      zoom_link: 'Saisissez le lien Zoom sous forme d’adresse complète commençant par https://.',
    });
  } finally {
    await setLocale('en');
  }
});

test('repeat weekly is optional: empty is one class, a whole number from 2 to 52 a weekly series', () => {
  expect(liveClassPayload(valid, 9, 'Asia/Kolkata')).not.toHaveProperty('repeat_weeks');
  expect(validateLiveClass({ ...valid, repeat_weeks: ' 10 ' })).toEqual({});
  expect(liveClassPayload({ ...valid, repeat_weeks: ' 10 ' }, 9, 'Asia/Kolkata')).toMatchObject({ time_zone: 'Asia/Kolkata', repeat_weeks: 10 });
  for (const weeks of ['1', '53', '2.5', '-3', 'ten']) {
    expect(validateLiveClass({ ...valid, repeat_weeks: weeks })).toEqual({
      repeat_weeks: 'Repeat weekly must be a whole number of weeks from 2 to 52, or empty for one class.',
    });
  }
  for (const weeks of ['2', '52']) expect(validateLiveClass({ ...valid, repeat_weeks: weeks })).toEqual({});
});

test('an edit says whether it is this class only or the following ones too, and never repeats', () => {
  const edit = liveClassUpdatePayload({ ...valid, repeat_weeks: '5' }, 9, 'Asia/Kolkata', 'following');
  expect(edit).toMatchObject({ apply_to: 'following', time: '08:00', time_zone: 'Asia/Kolkata' });
  expect(edit).not.toHaveProperty('repeat_weeks');
  expect(liveClassUpdatePayload(valid, 9, 'UTC', 'this').apply_to).toBe('this');
});

test('a name longer than the academy keeps (200 characters) is said under it, not refused by the server later', () => {
  expect(validateLiveClass({ ...valid, name: 'x'.repeat(200) }).name).toBeUndefined();
  expect(validateLiveClass({ ...valid, name: 'x'.repeat(201) }).name).toBe('Class name must be at most 200 characters.');
});

test.each([
  // a course ending on Thursday 30 April: four Thursdays from 9 April are inside it, the fifth is not
  ['2026-04-09', '5', '2026-04-30', 1],
  ['2026-04-09', '4', '2026-04-30', 0],
  ['2026-04-09', '10', '2026-04-29', 7],
  // a first class already after the end: every one of them
  ['2026-05-07', '3', '2026-04-30', 3],
  // one class, or a form not filled in yet: nothing to say
  ['2026-05-07', '', '2026-04-30', 0],
  ['', '5', '2026-04-30', 0],
  ['2026-04-09', '99', '2026-04-30', 0],
])('a series from %s, %s weeks, in a course ending %s: %i after its end', (date, repeat_weeks, end, after) => {
  expect(classesAfterCourseEnd({ date, repeat_weeks }, end)).toBe(after);
});
