// Payload and answer schemas of the administrator's calls.
import { Type, type Static } from '@sinclair/typebox';
import { CalendarDate, Id, NO_CONTROLS } from '@academy/shared/contract/common';

const Nullable = <T extends ReturnType<typeof Type.String> | ReturnType<typeof Type.Integer>>(schema: T) => Type.Union([schema, Type.Null()]);
const RoleName = Type.Union([Type.Literal('student'), Type.Literal('facilitator'), Type.Literal('admin')]);

export const AdminUser = Type.Object(
  {
    id: Type.Integer(),
    name: Type.String(),
    email: Type.String(),
    cla_role_name: RoleName,
    cla_cohort_id: Nullable(Type.Integer()),
    cla_cohort_name: Nullable(Type.String()),
    deactivated_at: Nullable(Type.String({ format: 'date-time' })),
    awaiting_approval_since: Nullable(Type.String({ format: 'date-time', description: 'set while a self-signed-up student awaits approval' })),
  },
  { title: 'AdminUser' },
);
export type AdminUserView = Static<typeof AdminUser>;

export const UserListQuery = Type.Object(
  {
    role: Type.Optional(RoleName),
    cla_cohort_id: Type.Optional(Id),
    q: Type.Optional(Type.String({ maxLength: 100, description: 'Part of the name or e-mail address.' })),
    limit: Type.Optional(Type.Integer({ minimum: 1, maximum: 500, default: 100 })),
    offset: Type.Optional(Type.Integer({ minimum: 0, maximum: 1_000_000, default: 0 })),
  },
  { additionalProperties: false },
);

export const MoveStudentBody = Type.Object({ cla_cohort_id: Id }, { additionalProperties: false });

export const AdminCohort = Type.Object(
  {
    id: Type.Integer(),
    name: Type.String(),
    start_date: Nullable(Type.String({ format: 'date' })),
    end_date: Nullable(Type.String({ format: 'date' })),
    closed: Type.Boolean(),
    student_count: Type.Integer({ description: 'Its students with an active account (a deactivated one is not counted).' }),
    facilitator_ids: Type.Array(Type.Integer()),
  },
  { title: 'AdminCohort' },
);
export type AdminCohortView = Static<typeof AdminCohort>;

export const CohortBody = Type.Object(
  {
    name: Type.String({ minLength: 1, maxLength: 100, ...NO_CONTROLS }),
    start_date: Type.Union([CalendarDate, Type.Null()]),
    end_date: Type.Union([CalendarDate, Type.Null()]),
  },
  { additionalProperties: false },
);

export const CohortFacilitatorsBody = Type.Object({ facilitator_ids: Type.Array(Id, { maxItems: 200, uniqueItems: true }) }, { additionalProperties: false });

export const AuditEntry = Type.Object(
  {
    id: Type.Integer(),
    at: Type.String({ format: 'date-time' }),
    actor_id: Nullable(Type.Integer()),
    actor_name: Nullable(Type.String()),
    action: Type.String(),
    subject_type: Type.String(),
    subject_id: Nullable(Type.Integer()),
    subject_name: Nullable(
      Type.String({
        description:
          "The record in words: the account's or faculty member's name, the cohort's, \"David Kamau's mark on 'Essay'\", \"David Kamau's attendance of 'Prayer meeting'\"; null when it is gone.",
      }),
    ),
    old_values: Type.Unknown({ description: 'The values before, or null.' }),
    new_values: Type.Unknown({ description: 'The values after, or null.' }),
  },
  { title: 'AuditEntry' },
);

export const AuditQuery = Type.Object(
  {
    actor_id: Type.Optional(Id),
    action: Type.Optional(Type.String({ maxLength: 60 })),
    subject_type: Type.Optional(Type.String({ maxLength: 40 })),
    subject_id: Type.Optional(Id),
    from: Type.Optional(CalendarDate),
    to: Type.Optional(CalendarDate),
    limit: Type.Optional(Type.Integer({ minimum: 1, maximum: 500, default: 100 })),
    offset: Type.Optional(Type.Integer({ minimum: 0, maximum: 1_000_000, default: 0 })),
  },
  { additionalProperties: false },
);

export const Invitation = Type.Object(
  {
    id: Type.Integer(),
    name: Type.String(),
    email: Type.String(),
    role: RoleName,
    cla_cohort_id: Nullable(Type.Integer()),
    cla_cohort_name: Nullable(Type.String()),
    state: Type.Union([Type.Literal('pending'), Type.Literal('accepted'), Type.Literal('revoked'), Type.Literal('expired')]),
    sent_at: Type.String({ format: 'date-time' }),
    expires_at: Type.String({ format: 'date-time' }),
  },
  { title: 'Invitation' },
);
export type InvitationView = Static<typeof Invitation>;

export const InvitationListQuery = Type.Object(
  {
    state: Type.Optional(Type.Union([Type.Literal('pending'), Type.Literal('accepted'), Type.Literal('revoked'), Type.Literal('expired')])),
    limit: Type.Optional(Type.Integer({ minimum: 1, maximum: 500, default: 200 })),
    offset: Type.Optional(Type.Integer({ minimum: 0, maximum: 1_000_000, default: 0 })),
  },
  { additionalProperties: false },
);

export const NewInvitationBody = Type.Object(
  {
    name: Type.String({ minLength: 1, maxLength: 100, ...NO_CONTROLS }),
    email: Type.String({ minLength: 3, maxLength: 254 }),
    role: Type.Union([Type.Literal('student'), Type.Literal('facilitator')]),
    cla_cohort_id: Type.Union([Id, Type.Null()]),
  },
  { additionalProperties: false },
);

export const CheckedRow = Type.Object({
  line: Type.Integer(),
  name: Type.String(),
  email: Type.String(),
  role: Type.String(),
  cohort: Type.String(),
  problems: Type.Array(Type.String(), { description: 'Empty: the row is good.' }),
});

export const UndeliveredMail = Type.Object(
  {
    id: Type.Integer(),
    kind: Type.String({ description: 'What the mail was: invitation, contact, class_reminder, ...' }),
    to: Type.String({ description: 'The address the mail server refused.' }),
    subject: Type.String(),
    reason: Type.String({ description: "The mail server's reply, e.g. 550 5.1.1 mailbox unavailable." }),
    failed_at: Type.String({ format: 'date-time' }),
  },
  { title: 'UndeliveredMail' },
);

export type AuditEntry = Static<typeof AuditEntry>;
export type UndeliveredMail = Static<typeof UndeliveredMail>;
export type CheckedRow = Static<typeof CheckedRow>;

/** A course as the administrator sees it, with whether its owner may still work in it. */
export const AdminCourse = Type.Object(
  {
    id: Type.Integer(),
    name: Type.String(),
    cohort_id: Type.Integer(),
    cohort_name: Type.String(),
    owner_id: Type.Integer(),
    owner_name: Type.String(),
    owner_assigned: Type.Boolean({
      description: 'false: the owner is no longer assigned to the cohort and cannot reach the course; hand it to another facilitator.',
    }),
  },
  { title: 'AdminCourse' },
);

export const CourseOwnerBody = Type.Object({ facilitator_id: Id }, { additionalProperties: false });

export type AdminCourse = Static<typeof AdminCourse>;

/** A person who asked for their account to be deleted, awaiting an administrator's confirmation. */
export const DeletionRequest = Type.Object(
  {
    id: Type.Integer(),
    name: Type.String(),
    email: Type.String(),
    cla_role_name: RoleName,
    cla_cohort_name: Nullable(Type.String()),
    requested_at: Type.String({ format: 'date-time' }),
  },
  { title: 'DeletionRequest' },
);
export type DeletionRequestView = Static<typeof DeletionRequest>;
