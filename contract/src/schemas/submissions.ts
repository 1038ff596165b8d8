// The /cla_submissions calls and their shapes: the answers, the wrapped payloads and the query.
import { Type, type Static } from '@sinclair/typebox';
import { SCORE, TEXT_LIMITS } from '@academy/contract/rules/limits';
import { HTTPS_URL, Id, IdParams, wrapped } from '@academy/contract/schemas/common';
import { endpoint } from '@academy/contract/endpoint';

export const Submission = Type.Object(
  {
    id: Type.Integer(),
    assignment_id: Type.Integer(),
    assignment_name: Type.String(),
    student_name: Type.String(),
    student_email: Type.String(),
    download_link: Type.String(),
    status: Type.Union([Type.Literal('marked'), Type.Literal('unmarked')]),
    score: Type.Union([Type.Integer(), Type.Null()], { description: 'Percent 0-100, null while unmarked.' }),
    feedback: Type.Union([Type.String(), Type.Null()], { description: "The marker's comment, null when none." }),
    late: Type.Boolean({ description: "The latest link arrived after the assignment's due date (academy time zone)." }),
    submitted_at: Type.String({ format: 'date-time' }),
    link_updated_at: Type.Union([Type.String({ format: 'date-time' }), Type.Null()], { description: 'When the link was last replaced.' }),
    marked_at: Type.Union([Type.String({ format: 'date-time' }), Type.Null()]),
  },
  { additionalProperties: false },
);

export const SubmissionMark = Type.Object(
  {
    score: Type.Integer(),
    feedback: Type.Union([Type.String(), Type.Null()]),
    marked_by: Type.String({ description: "The marker's name." }),
    marked_at: Type.String({ format: 'date-time' }),
  },
  { additionalProperties: false },
);

const DownloadLink = Type.String({ ...HTTPS_URL, description: 'An https:// address of the work.' });

export const SubmitBody = wrapped('cla_submission', {
  download_link: DownloadLink,
  cla_assignment_id: Id,
  cla_facilitator_id: Type.Optional(Type.Integer({ minimum: 1, maximum: 2_147_483_647, description: "Ignored: the assignment's course owner marks it." })),
  cla_student_id: Type.Integer({ minimum: 1, maximum: 2_147_483_647, description: 'Must be the calling student.' }),
});

export const MarkBody = wrapped('cla_submission', {
  score: Type.Integer({ minimum: SCORE.min, maximum: SCORE.max }),
  feedback: Type.Optional(
    Type.String({ maxLength: TEXT_LIMITS.feedback, description: 'Plain text for the student. Left out: the feedback stays as it was; empty: none.' }),
  ),
});

export const LinkBody = wrapped('cla_submission', { download_link: DownloadLink });

export const SubmissionListQuery = Type.Object(
  {
    cla_user_id: Type.Optional(Id),
    limit: Type.Optional(Type.Integer({ minimum: 1, maximum: 1000, description: 'At most this many submissions (a page); without it, all of them.' })),
    after_id: Type.Optional(Type.Integer({ minimum: 1, description: 'The page after this submission (the id of the last row of the previous page).' })),
  },
  { additionalProperties: false },
);

export type Submission = Static<typeof Submission>;
export type SubmissionMark = Static<typeof SubmissionMark>;

export const SUBMISSION_ENDPOINTS = {
  listSubmissions: endpoint({
    method: 'GET',
    path: '/cla_submissions',
    access: 'signed-in',
    query: SubmissionListQuery,
    response: { 200: Type.Array(Submission) },
    errors: [403],
  }),
  submitAssignment: endpoint({
    method: 'POST',
    path: '/cla_submissions',
    access: ['student'],
    body: SubmitBody,
    response: { 201: Submission },
    errors: [404, 409, 422],
    idempotent: true,
  }),
  getSubmission: endpoint({ method: 'GET', path: '/cla_submissions/:id', access: 'signed-in', params: IdParams, response: { 200: Submission }, errors: [404] }),
  listSubmissionMarks: endpoint({
    method: 'GET',
    path: '/cla_submissions/:id/marks',
    access: ['facilitator'],
    params: IdParams,
    response: { 200: Type.Array(SubmissionMark) },
    errors: [404],
  }),
  markSubmission: endpoint({
    method: 'PUT',
    path: '/cla_submissions/:id',
    access: ['facilitator'],
    params: IdParams,
    body: MarkBody,
    response: { 200: Submission },
    errors: [404],
  }),
  replaceSubmissionLink: endpoint({
    method: 'PUT',
    path: '/cla_submissions/:id/link',
    access: ['student'],
    params: IdParams,
    body: LinkBody,
    response: { 200: Submission },
    errors: [404, 409, 422],
    idempotent: true,
  }),
};
