import { courseFormFromState, courseFromState, coursesIn, courseStatus, duplicateCourseName, parseId, topicFromState } from '@academy/shared/domain/courses';
import type { Course } from '@academy/shared/domain/types';
import { courseFixture } from '@academy/shared/testing/courses';

const TODAY = '2026-11-22';

function course(id: number, extra: Partial<Course> = {}): Course {
  return courseFixture({ id, name: `Course ${id}`, facilitator: 'Grace', ...extra });
}

test('a course is active from its start day through its end day, pending before, done after', () => {
  expect(courseStatus({ start_date: TODAY, end_date: TODAY }, TODAY)).toBe('active');
  expect(courseStatus({ start_date: '2026-11-01', end_date: '2026-12-01' }, TODAY)).toBe('active');
  expect(courseStatus({ start_date: '2026-11-23', end_date: '2026-12-20' }, TODAY)).toBe('pending');
  expect(courseStatus({ start_date: '2026-10-01', end_date: '2026-11-21' }, TODAY)).toBe('done');
});

test('coursesIn picks one category and one status', () => {
  const courses = [
    course(1),
    course(2, { category: 'extra' }),
    course(3, { start_date: '2027-01-01', end_date: '2027-02-01' }),
    course(4, { category: 'extra', start_date: '2026-01-01', end_date: '2026-02-01' }),
  ];
  expect(coursesIn(courses, 'program', 'active', TODAY).map((c) => c.id)).toEqual([1]);
  expect(coursesIn(courses, 'extra', 'active', TODAY).map((c) => c.id)).toEqual([2]);
  expect(coursesIn(courses, 'program', 'pending', TODAY).map((c) => c.id)).toEqual([3]);
  expect(coursesIn(courses, 'extra', 'done', TODAY).map((c) => c.id)).toEqual([4]);
  expect(coursesIn(courses, 'program', 'done', TODAY)).toEqual([]);
});

test('the duplicate name is the required text', () => {
  expect(duplicateCourseName('Servant Leadership')).toBe('Copy of Servant Leadership');
});

test('router state gives the course, the course form mode and the topic only when well formed', () => {
  const c = course(7);
  expect(courseFromState({ course: c })).toBe(c);
  expect(courseFromState(null)).toBeNull();
  expect(courseFromState({ course: { id: '7' } })).toBeNull();
  expect(courseFormFromState({ mode: 'edit', course: c })).toEqual({ mode: 'edit', course: c });
  expect(courseFormFromState({ mode: 'duplicate', course: c })).toEqual({ mode: 'duplicate', course: c });
  expect(courseFormFromState({ mode: 'remove', course: c })).toEqual({ mode: 'add', course: null });
  expect(courseFormFromState(undefined)).toEqual({ mode: 'add', course: null });
  const topic = { id: 3, name: 'Week 1', description: 'x', cla_course_id: 7 };
  expect(topicFromState({ course: c, topic })).toEqual(topic);
  expect(topicFromState({ course: c })).toBeNull();
});

test('parseId accepts positive integers only', () => {
  expect(parseId('12')).toBe(12);
  for (const bad of ['0', '-1', '1.5', 'abc', '', null, undefined, '99999999999999999999']) expect(parseId(bad)).toBeNull();
});
