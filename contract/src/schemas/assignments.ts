// The /cla_assignments calls and their shapes: the answer, the wrapped payload and the query.
import { Type, type Static } from '@sinclair/typebox';
import { CalendarDate, Description, DueAt, PastDue, Id, IdParams, Name, NoContent, TypedInZone, wrapped } from '@academy/contract/schemas/common';
import { endpoint } from '@academy/contract/endpoint';
import { DEFAULT_DUE_TIME } from '@academy/contract/rules/due';
import { ASSIGNMENT_WEIGHT } from '@academy/contract/rules/grade-weighting';

const AssignmentWeight = Type.Integer({
  minimum: ASSIGNMENT_WEIGHT.min,
  maximum: ASSIGNMENT_WEIGHT.max,
  description: `Its weight among its course's assignments in the weighted total; ${ASSIGNMENT_WEIGHT.default} by default.`,
});

export const Assignment = Type.Object(
  {
    id: Type.Integer(),
    name: Type.String(),
    description: Type.String(),
    due_date: Type.Union([Type.String(), Type.Null()], { description: 'The due date as its facilitator typed it (YYYY-MM-DD).' }),
    due_at: DueAt,
    past_due: PastDue,
    cla_course_id: Type.Integer(),
    cla_user_id: Type.Integer(),
    course_name: Type.String(),
    weight: AssignmentWeight,
    submitted: Type.Boolean({ description: 'For a student: whether they submitted it. Always false for facilitators.' }),
    missing: Type.Boolean({
      description:
        'For a student: past due, not handed in and counted (due after they joined the cohort): it counts as 0 in their totals. ' +
        'Past due and not missing is work due before they joined, not counted. Always false for facilitators.',
    }),
    locked: Type.Boolean({ description: 'For a student: locked when its course is (see Course.locked). Always false for facilitators.' }),
  },
  { title: 'Assignment', additionalProperties: false },
);

export const AssignmentBody = wrapped('cla_assignment', {
  name: Name,
  description: Description,
  due_date: CalendarDate,
  due_time: Type.Optional(Type.String({ format: 'time', maxLength: 8, description: `HH:MM on due_date; ${DEFAULT_DUE_TIME} when left out.` })),
  time_zone: Type.Optional(TypedInZone),
  cla_course_id: Id,
  cla_user_id: Type.Integer({ minimum: 1, maximum: 2_147_483_647, description: 'Must be the calling facilitator.' }),
  weight: Type.Optional(AssignmentWeight),
});

export const AssignmentListQuery = Type.Object({ cla_course_id: Type.Optional(Id) }, { additionalProperties: false });

export type Assignment = Static<typeof Assignment>;
export type AssignmentBody = Static<typeof AssignmentBody>;

export const ASSIGNMENT_ENDPOINTS = {
  listAssignments: endpoint({
    method: 'GET',
    path: '/cla_assignments',
    access: 'signed-in',
    query: AssignmentListQuery,
    response: { 200: Type.Array(Assignment) },
    errors: [404],
  }),
  getAssignment: endpoint({ method: 'GET', path: '/cla_assignments/:id', access: 'signed-in', params: IdParams, response: { 200: Assignment }, errors: [404] }),
  createAssignment: endpoint({
    method: 'POST',
    path: '/cla_assignments',
    access: ['facilitator'],
    body: AssignmentBody,
    response: { 201: Assignment },
    errors: [404, 422],
    idempotent: true,
  }),
  updateAssignment: endpoint({
    method: 'PUT',
    path: '/cla_assignments/:id',
    access: ['facilitator'],
    params: IdParams,
    body: AssignmentBody,
    response: { 200: Assignment },
    errors: [404],
  }),
  deleteAssignment: endpoint({
    method: 'DELETE',
    path: '/cla_assignments/:id',
    access: ['facilitator'],
    params: IdParams,
    response: { 204: NoContent },
    errors: [404],
  }),
};
