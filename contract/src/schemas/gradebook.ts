// The /cla_gradebook calls and their shapes: the gradebook, a student's own grades and the query.
import { Type, type Static } from '@sinclair/typebox';
import { DueAt, GradeWeighting, GradeWeights, Id, PastDue, Percent, StudentPageParams, WeightedPercent } from '@academy/contract/schemas/common';
import { endpoint } from '@academy/contract/endpoint';

const Nullable = <T extends ReturnType<typeof Type.String>>(schema: T) => Type.Union([schema, Type.Null()]);

export const GradebookQuery = Type.Object({ cla_cohort_id: Id, cla_course_id: Type.Optional(Id) }, { additionalProperties: false });

export const GradebookPageQuery = Type.Object({ cla_cohort_id: Id, cla_course_id: Type.Optional(Id), ...StudentPageParams }, { additionalProperties: false });

export const Gradebook = Type.Object({
  cohort_id: Type.Integer(),
  course_id: Type.Union([Type.Integer(), Type.Null()]),
  assignments: Type.Array(
    Type.Object({
      id: Type.Integer(),
      name: Type.String(),
      course_id: Type.Integer(),
      course_name: Type.String(),
      due_date: Nullable(Type.String({ format: 'date' })),
      due_at: DueAt,
      past_due: PastDue,
      average: Type.Union([Type.Integer(), Type.Null()], { description: 'Mean score of its marked submissions, rounded; null when none.' }),
    }),
  ),
  students: Type.Array(
    Type.Object({
      user_id: Type.Integer(),
      name: Type.String(),
      email: Type.String(),
      deactivated: Type.Boolean({ description: 'The account is deactivated: its empty cells are not missing work.' }),
      missing: Type.Array(Type.Integer(), {
        description:
          'The assignments this student never handed in that count as missing (0): past due, and due after they joined the cohort; none for a deactivated account.',
      }),
      total_user_score: Type.Integer(),
      total_possible_score: Type.Integer(),
      score_percentage: Percent,
      weighted_percentage: WeightedPercent,
      weighting: GradeWeighting,
      submissions: Type.Array(
        Type.Object({
          assignment_id: Type.Integer(),
          submission_id: Type.Integer(),
          score: Type.Union([Type.Integer(), Type.Null()], { description: 'null: unmarked' }),
          late: Type.Boolean(),
          submitted_at: Type.String({ format: 'date-time', description: 'When the latest link arrived.' }),
        }),
        { description: 'One per submitted assignment; `missing` names the assignments without one that count as 0.' },
      ),
    }),
  ),
});

const OwnSubmission = Type.Object({
  id: Type.Integer(),
  download_link: Type.String({ description: 'The link handed in (the latest, when replaced): the student checks it here.' }),
  status: Type.Union([Type.Literal('marked'), Type.Literal('unmarked')]),
  score: Type.Union([Type.Integer(), Type.Null()]),
  feedback: Type.Union([Type.String(), Type.Null()]),
  late: Type.Boolean(),
  submitted_at: Type.String({ format: 'date-time' }),
});

export const Grades = Type.Object({
  total_user_score: Type.Integer(),
  total_possible_score: Type.Integer(),
  score_percentage: Percent,
  weighted_percentage: WeightedPercent,
  weighting: GradeWeighting,
  courses: Type.Array(
    Type.Object({
      course_id: Type.Integer(),
      course_name: Type.String(),
      total_user_score: Type.Integer(),
      total_possible_score: Type.Integer(),
      score_percentage: Percent,
      weighted_percentage: WeightedPercent,
      weighting: GradeWeights,
      pass_mark: Type.Union([Percent, Type.Null()], { description: 'The weighted total the certificate asks of this course; null: none.' }),
      assignments: Type.Array(
        Type.Object({
          id: Type.Integer(),
          name: Type.String(),
          due_date: Nullable(Type.String({ format: 'date' })),
          due_at: DueAt,
          past_due: PastDue,
          weight: Type.Integer({ minimum: 1, description: "Its weight among the course's assignments (1 by default)." }),
          missing: Type.Boolean({ description: 'Never handed in, past due and due after the student joined the cohort: counts as 0.' }),
          submission: Type.Union([OwnSubmission, Type.Null()]),
        }),
      ),
    }),
  ),
});

export type Gradebook = Static<typeof Gradebook>;
export type Grades = Static<typeof Grades>;
export type GradebookQuery = Static<typeof GradebookQuery>;
export type GradebookPageQuery = Static<typeof GradebookPageQuery>;
export type GradebookAssignment = Gradebook['assignments'][number];
export type GradebookStudent = Gradebook['students'][number];
export type GradebookCell = GradebookStudent['submissions'][number];

export const GRADEBOOK_ENDPOINTS = {
  getGradebook: endpoint({
    method: 'GET',
    path: '/cla_gradebook',
    access: ['facilitator', 'admin'],
    query: GradebookPageQuery,
    response: { 200: Gradebook },
    errors: [404],
  }),
  getGradebookCsv: endpoint({
    method: 'GET',
    path: '/cla_gradebook/csv',
    access: ['facilitator', 'admin'],
    query: GradebookQuery,
    response: { 200: Type.String({ description: 'text/csv' }) },
    errors: [404],
  }),
  getMyGrades: endpoint({ method: 'GET', path: '/cla_gradebook/mine', access: ['student'], response: { 200: Grades } }),
};
