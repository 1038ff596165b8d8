// The /cla_courses calls and their shapes: the answer, the wrapped payload and the queries.
import { Type, type Static } from '@sinclair/typebox';
import { CalendarDate, Description, GradeWeights, Id, IdParams, Name, NoContent, Percent, wrapped } from '@academy/contract/schemas/common';
import { endpoint } from '@academy/contract/endpoint';

export const CourseCategory = Type.Union([Type.Literal('program'), Type.Literal('extra')]);

export const CourseLock = Type.Union(
  [
    Type.Null(),
    Type.Object(
      {
        reason: Type.Union([Type.Literal('not_started'), Type.Literal('prerequisite')]),
        opens_on: Type.Union([CalendarDate, Type.Null()], {
          description:
            'The earliest day it opens: its start date, or the day after the prerequisite ends; null when that day has ' +
            'passed and only the missing work of the prerequisite holds it.',
        }),
      },
      { additionalProperties: false },
    ),
  ],
  { description: 'Why the course is locked for the student (null when open, and always for facilitators).' },
);

export const Course = Type.Object(
  {
    id: Type.Integer(),
    name: Type.String(),
    description: Type.String(),
    locked: Type.Boolean({
      description:
        'Students only (always false for facilitators): true while today (academy time zone) is before start_date, or ' +
        'while the student has not met the prerequisite course (when one is set). Met = the course ended ' +
        '(end_date < today) and the student submitted every assignment of it due after they joined the cohort.',
    }),
    lock: CourseLock,
    prerequisite_course_id: Type.Union([Type.Integer(), Type.Null()], {
      description: 'The course a student must complete before this one opens; null: it opens on start_date.',
    }),
    prerequisite_name: Type.Union([Type.String(), Type.Null()]),
    cohort_can_open: Type.Union([Type.Integer(), Type.Null()], {
      description: "Facilitators only (null for students): how many of the cohort's students can open the course today.",
    }),
    cohort_students: Type.Union([Type.Integer(), Type.Null()], { description: "Facilitators only: the cohort's students." }),
    category: CourseCategory,
    cla_cohort_id: Type.Integer(),
    start_date: Type.String(),
    end_date: Type.String(),
    cla_user_id: Type.Integer({ description: 'The owning facilitator.' }),
    facilitator: Type.Union([Type.String(), Type.Null()], { description: "The owning facilitator's name." }),
    topics: Type.Integer(),
    assignments: Type.Integer({ description: 'Non-deleted assignments.' }),
    liveClasses: Type.Integer({ description: 'Non-deleted live classes.' }),
    pendingLiveClasses: Type.Integer({ description: 'Live classes dated today or later.' }),
    grade_weights: GradeWeights,
    own_grade_weights: Type.Boolean({ description: "The course sets grade_weights itself; false: they are its cohort's." }),
    pass_mark: Type.Union([Percent, Type.Null()], {
      description: 'The weighted total a student must reach in this course for the certificate (program courses); null: none.',
    }),
  },
  { title: 'Course', additionalProperties: false },
);

export const CourseBody = wrapped('cla_course', {
  name: Name,
  description: Description,
  cla_cohort_id: Id,
  start_date: CalendarDate,
  end_date: CalendarDate,
  cla_user_id: Type.Integer({ minimum: 1, maximum: 2_147_483_647, description: 'Must be the calling facilitator.' }),
  category: Type.Optional(Type.Union([Type.Literal('program'), Type.Literal('extra')], { default: 'program' })),
  prerequisite_course_id: Type.Optional(
    Type.Union([Id, Type.Null()], {
      description: 'Another non-deleted course of the same cohort that the student must complete first; null or absent: none.',
    }),
  ),
  grade_weights: Type.Optional(
    Type.Union([GradeWeights, Type.Null()], { description: "How its totals weigh assignments against attendance; null or absent: its cohort's." }),
  ),
  pass_mark: Type.Optional(Type.Union([Percent, Type.Null()], { description: 'The weighted total the certificate asks of it; null or absent: none.' })),
});

export const CourseListQuery = Type.Object(
  {
    cohort_id: Type.Optional(Id),
    cla_user_id: Type.Optional(Id),
  },
  { additionalProperties: false },
);

export const CourseIdsQuery = Type.Object({ cla_cohort_id: Id }, { additionalProperties: false });

export const CourseIds = Type.Object({ course_ids: Type.Array(Type.Integer()) });

export type CourseCategory = Static<typeof CourseCategory>;
export type Course = Static<typeof Course>;
export type CourseLock = Static<typeof CourseLock>;
export type CourseBody = Static<typeof CourseBody>;
export type CourseListQuery = Static<typeof CourseListQuery>;

export const COURSE_ENDPOINTS = {
  listCourses: endpoint({
    method: 'GET',
    path: '/cla_courses',
    access: 'signed-in',
    query: CourseListQuery,
    response: { 200: Type.Array(Course) },
    errors: [403],
  }),
  listCourseIds: endpoint({
    method: 'GET',
    path: '/cla_courses/get_course_ids',
    access: 'signed-in',
    query: CourseIdsQuery,
    response: { 200: CourseIds },
    errors: [403],
  }),
  getCourse: endpoint({ method: 'GET', path: '/cla_courses/:id', access: 'signed-in', params: IdParams, response: { 200: Course }, errors: [404] }),
  createCourse: endpoint({
    method: 'POST',
    path: '/cla_courses',
    access: ['facilitator'],
    body: CourseBody,
    response: { 201: Course },
    errors: [422],
    idempotent: true,
  }),
  copyCourse: endpoint({
    method: 'POST',
    path: '/cla_courses/:id/copy',
    access: ['facilitator'],
    params: IdParams,
    body: CourseBody,
    response: { 201: Course },
    errors: [404],
  }),
  updateCourse: endpoint({
    method: 'PUT',
    path: '/cla_courses/:id',
    access: ['facilitator'],
    params: IdParams,
    body: CourseBody,
    response: { 200: Course },
    errors: [404],
  }),
  deleteCourse: endpoint({
    method: 'DELETE',
    path: '/cla_courses/:id',
    access: ['facilitator'],
    params: IdParams,
    response: { 204: NoContent },
    errors: [404],
  }),
};
