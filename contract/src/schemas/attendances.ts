// The /cla_attendances calls and their shapes: the class sheet, summaries, history and the wrapped payloads.
import { Type, type Static } from '@sinclair/typebox';
import { Id, wrapped } from '@academy/contract/schemas/common';
import { endpoint } from '@academy/contract/endpoint';

export const ATTENDANCE_STATUSES = ['present', 'late', 'excused', 'absent'] as const;
export type AttendanceStatus = (typeof ATTENDANCE_STATUSES)[number];

const MAX_CLASS_SIZE = 2000;

const Status = Type.Union(
  ATTENDANCE_STATUSES.map((status) => Type.Literal(status)),
  {
    description: 'present, late (counts as present), excused (left out of the percentage) or absent',
  },
);

export const ClassQuery = Type.Object({ cla_live_class_id: Id }, { additionalProperties: false });

export const ClassSheet = Type.Object({
  live_class: Type.Object({
    id: Type.Integer(),
    name: Type.String(),
    date: Type.String({ format: 'date' }),
    cohort_id: Type.Integer(),
    cohort_name: Type.String(),
    course_name: Type.String(),
    starts_at: Type.String({ description: 'The moment the class starts (ISO-8601): no sheet is saved before it.' }),
  }),
  csv_filename: Type.String({ description: 'The name of its CSV download: the class and its date.' }),
  students: Type.Array(
    Type.Object({
      id: Type.Integer(),
      name: Type.String(),
      email: Type.String(),
      status: Type.Union([Status, Type.Null()], { description: 'null: not recorded yet' }),
      deactivated: Type.Boolean({ description: 'The account is deactivated: shown for the record, not expected at the class.' }),
    }),
  ),
});

export const SheetBody = wrapped('cla_attendance_sheet', {
  cla_live_class_id: Id,
  records: Type.Array(Type.Object({ cla_user_id: Id, status: Status }, { additionalProperties: false }), { minItems: 1, maxItems: MAX_CLASS_SIZE }),
});

export const SheetCorrection = Type.Object({
  recorded: Type.Integer({ description: 'Students recorded for the first time.' }),
  corrected: Type.Integer({ description: 'Recorded students whose status changed.' }),
});

export const SummaryRow = Type.Object({
  user_id: Type.Integer(),
  name: Type.String(),
  email: Type.String(),
  present: Type.Integer(),
  late: Type.Integer(),
  excused: Type.Integer(),
  absent: Type.Integer(),
  attendance_percentage: Type.Integer({ minimum: 0, maximum: 100 }),
  deactivated: Type.Boolean({ description: 'The account is deactivated: listed for the record, left out of the counts of missing work and absence.' }),
});

export const HistoryRow = Type.Object({
  course_id: Type.Integer(),
  course_name: Type.String(),
  live_class_id: Type.Integer(),
  class_name: Type.String(),
  date: Type.String({ format: 'date' }),
  starts_at: Type.String({ format: 'date-time', description: "The moment the class started, ISO-8601, UTC (date is that moment's day in ACADEMY_TIME_ZONE)." }),
  status: Status,
});

export const COHORT_ID_TEXT_RULE = { pattern: '^[1-9][0-9]{0,9}$', description: 'a cohort id written as text, such as "1"' } as const;
const CohortIdText = Type.String({ minLength: 1, maxLength: 10, ...COHORT_ID_TEXT_RULE });

export const AttendanceBody = wrapped('cla_attendance', {
  cla_live_class_id: Id,
  cla_user_id: Id,
  cla_cohort_id: CohortIdText,
  present: Type.Boolean(),
});

export const AttendanceRecord = Type.Object(
  {
    id: Type.Integer(),
    cla_live_class_id: Type.Integer(),
    cla_user_id: Type.Integer(),
    cla_cohort_id: Type.String({ description: 'As sent: text.' }),
    present: Type.Boolean(),
  },
  { title: 'AttendanceRecord', additionalProperties: false },
);

export type ClassSheet = Static<typeof ClassSheet>;
export type SummaryRow = Static<typeof SummaryRow>;
export type HistoryRow = Static<typeof HistoryRow>;
export type AttendanceRecord = Static<typeof AttendanceRecord>;
export type AttendanceBody = Static<typeof AttendanceBody>;
export type SheetBody = Static<typeof SheetBody>;
export type SheetCorrection = Static<typeof SheetCorrection>;

export const MissingQuery = Type.Object({ cla_live_class_id: Id, cla_cohort_id: Id }, { additionalProperties: false });

/** A student of the class's cohort without a record for it. */
export const MissingStudent = Type.Object({ id: Type.Integer(), name: Type.String() }, { additionalProperties: false });
export type MissingStudent = Static<typeof MissingStudent>;

export const CohortQuery = Type.Object({ cla_cohort_id: Id }, { additionalProperties: false });

const Csv = Type.String({ description: 'text/csv' });
const SHEET_KEEPERS = ['facilitator', 'admin'] as const;

export const ATTENDANCE_ENDPOINTS = {
  listMissingAttendance: endpoint({
    method: 'GET',
    path: '/cla_attendances/missing_attendance',
    access: ['facilitator'],
    query: MissingQuery,
    response: { 200: Type.Object({ data: Type.Object({ missing_users: Type.Array(MissingStudent) }) }) },
    errors: [404],
  }),
  recordAttendance: endpoint({
    method: 'POST',
    path: '/cla_attendances',
    access: ['facilitator'],
    body: AttendanceBody,
    response: { 201: AttendanceRecord },
    errors: [404, 409],
  }),
  getClassSheet: endpoint({
    method: 'GET',
    path: '/cla_attendances/class_sheet',
    access: SHEET_KEEPERS,
    query: ClassQuery,
    response: { 200: ClassSheet },
    errors: [404],
  }),
  saveClassSheet: endpoint({
    method: 'POST',
    path: '/cla_attendances/class_sheet',
    access: ['facilitator'],
    body: SheetBody,
    response: { 201: Type.Object({ recorded: Type.Integer() }) },
    errors: [404, 409],
  }),
  correctClassSheet: endpoint({
    method: 'PUT',
    path: '/cla_attendances/class_sheet',
    access: SHEET_KEEPERS,
    body: SheetBody,
    response: { 200: SheetCorrection },
    errors: [404, 409],
  }),
  exportClassSheet: endpoint({
    method: 'GET',
    path: '/cla_attendances/class_sheet/csv',
    access: SHEET_KEEPERS,
    query: ClassQuery,
    response: { 200: Csv },
    errors: [404],
  }),
  getAttendanceSummary: endpoint({
    method: 'GET',
    path: '/cla_attendances/summary',
    access: SHEET_KEEPERS,
    query: CohortQuery,
    response: { 200: Type.Array(SummaryRow) },
    errors: [404],
  }),
  exportAttendanceSummary: endpoint({
    method: 'GET',
    path: '/cla_attendances/summary/csv',
    access: SHEET_KEEPERS,
    query: CohortQuery,
    response: { 200: Csv },
    errors: [404],
  }),
  listMyAttendance: endpoint({ method: 'GET', path: '/cla_attendances/mine', access: ['student'], response: { 200: Type.Array(HistoryRow) } }),
};
