// The administrator's calls (/admin) and their payload and answer schemas.
import { Type, type Static } from '@sinclair/typebox';
import { INVITEE_PROBLEM_CODES } from '@academy/contract/rules/invitee-problems';
import { ADMIN_PAGE, TEXT_LIMITS } from '@academy/contract/rules/limits';
import { CalendarDate, GradeWeights, IanaZone, Id, IdParams, MessageBody, NO_CONTROLS, NoContent } from '@academy/contract/schemas/common';
import { FacultyMember, FacultyMemberBody, FaqItem, FaqItemBody, OrderBody } from '@academy/contract/schemas/content';
import { endpoint } from '@academy/contract/endpoint';
import { LocaleCode } from '@academy/contract/schemas/accounts';

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
    anonymised_at: Nullable(Type.String({ format: 'date-time', description: "set once the account was erased at its owner's request: it stays deactivated" })),
  },
  { title: 'AdminUser' },
);
export type AdminUserView = Static<typeof AdminUser>;

export const UserListQuery = Type.Object(
  {
    role: Type.Optional(RoleName),
    cla_cohort_id: Type.Optional(Id),
    q: Type.Optional(Type.String({ maxLength: 100, description: 'Part of the name or e-mail address.' })),
    limit: Type.Optional(Type.Integer({ minimum: 1, maximum: 500, default: ADMIN_PAGE })),
    offset: Type.Optional(Type.Integer({ minimum: 0, maximum: 1_000_000, default: 0 })),
  },
  { additionalProperties: false },
);
export type UserListQuery = Static<typeof UserListQuery>;

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
    grade_weights: GradeWeights,
  },
  { title: 'AdminCohort' },
);
export type AdminCohortView = Static<typeof AdminCohort>;

export const CohortBody = Type.Object(
  {
    name: Type.String({ minLength: 1, maxLength: TEXT_LIMITS.cohortName, ...NO_CONTROLS }),
    start_date: Type.Union([CalendarDate, Type.Null()]),
    end_date: Type.Union([CalendarDate, Type.Null()]),
  },
  { additionalProperties: false },
);
export type CohortBody = Static<typeof CohortBody>;

export const CohortGradeWeightsBody = Type.Object({ grade_weights: GradeWeights }, { additionalProperties: false });
export type CohortGradeWeightsBody = Static<typeof CohortGradeWeightsBody>;

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
    subject_person: Type.Optional(
      Nullable(
        Type.String({
          description:
            "For a mark, an attendance or a session: whose it is (the student's or the account's name), for a screen that says the record in its own language.",
        }),
      ),
    ),
    subject_item: Type.Optional(Nullable(Type.String({ description: "For a mark or an attendance: the assignment's or the class's name." }))),
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
    time_zone: Type.Optional(IanaZone("IANA zone `from` and `to` are days in (the reader's own); UTC when left out.")),
    limit: Type.Optional(Type.Integer({ minimum: 1, maximum: 500, default: ADMIN_PAGE })),
    offset: Type.Optional(Type.Integer({ minimum: 0, maximum: 1_000_000, default: 0 })),
  },
  { additionalProperties: false },
);
export type AuditQuery = Static<typeof AuditQuery>;

export const InvitationState = Type.Union([Type.Literal('pending'), Type.Literal('accepted'), Type.Literal('revoked'), Type.Literal('expired')]);
export type InvitationState = Static<typeof InvitationState>;

export const Invitation = Type.Object(
  {
    id: Type.Integer(),
    name: Type.String(),
    email: Type.String(),
    role: RoleName,
    cla_cohort_id: Nullable(Type.Integer()),
    cla_cohort_name: Nullable(Type.String()),
    state: InvitationState,
    sent_at: Type.String({ format: 'date-time' }),
    expires_at: Type.String({ format: 'date-time' }),
    /** the language of its mail, chosen by the administrator */
    locale: LocaleCode,
  },
  { title: 'Invitation' },
);
export type InvitationView = Static<typeof Invitation>;

export const InvitationListQuery = Type.Object(
  {
    state: Type.Optional(InvitationState),
    limit: Type.Optional(Type.Integer({ minimum: 1, maximum: 500, default: 200 })),
    offset: Type.Optional(Type.Integer({ minimum: 0, maximum: 1_000_000, default: 0 })),
  },
  { additionalProperties: false },
);

export const NewInvitationBody = Type.Object(
  {
    name: Type.String({ minLength: 1, maxLength: TEXT_LIMITS.personName, ...NO_CONTROLS }),
    email: Type.String({ minLength: 3, maxLength: TEXT_LIMITS.email }),
    role: Type.Union([Type.Literal('student'), Type.Literal('facilitator')]),
    cla_cohort_id: Type.Union([Id, Type.Null()]),
    locale: Type.Optional(
      Type.Union([LocaleCode], { description: "The language of the invitation's mail, chosen by the administrator; English when left out" }),
    ),
  },
  { additionalProperties: false },
);

export const CheckedRow = Type.Object({
  line: Type.Integer(),
  name: Type.String(),
  email: Type.String(),
  role: Type.String(),
  cohort: Type.String(),
  problems: Type.Array(Type.String(), { description: 'Empty: the row is good. In English, one sentence per code of `problem_codes`.' }),
  problem_codes: Type.Array(Type.Union(INVITEE_PROBLEM_CODES.map((code) => Type.Literal(code))), {
    description: "The row's problems by their stable codes, in the order of `problems`: for a client to say in the reader's language.",
  }),
});

/** What an invitation CSV came to: each row as checked, the counts, and how many were invited (0 for a preview). */
export const InvitationUpload = Type.Object({ rows: Type.Array(CheckedRow), good: Type.Integer(), bad: Type.Integer(), invited: Type.Integer() });
export type InvitationUpload = Static<typeof InvitationUpload>;

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

const ADMIN = ['admin'] as const;

/** A call on the account `:id` that answers the account as it is now. */
const accountCall = <const P extends `/${string}`>(path: P, errors: readonly number[] = [404]) =>
  endpoint({ method: 'POST', path, access: ADMIN, params: IdParams, response: { 200: AdminUser }, errors });

const cohortCall = <const P extends `/${string}`>(path: P) =>
  endpoint({ method: 'POST', path, access: ADMIN, params: IdParams, response: { 200: AdminCohort }, errors: [404] });

const openInvitationCall = <const P extends `/${string}`>(path: P) =>
  endpoint({ method: 'POST', path, access: ADMIN, params: IdParams, response: { 200: Invitation }, errors: [404, 409] });

/** A CSV's invitations: the language their mails are written in (English when left out). */
const InvitationUploadQuery = Type.Object({ locale: Type.Optional(LocaleCode) }, { additionalProperties: false });

export const ADMIN_ENDPOINTS = {
  listAccounts: endpoint({ method: 'GET', path: '/admin/users', access: ADMIN, query: UserListQuery, response: { 200: Type.Array(AdminUser) } }),
  deactivateAccount: accountCall('/admin/users/:id/deactivate', [404, 409]),
  reactivateAccount: accountCall('/admin/users/:id/reactivate'),
  sendAccountPasswordReset: endpoint({
    method: 'POST',
    path: '/admin/users/:id/password_reset',
    access: ADMIN,
    params: IdParams,
    response: { 200: MessageBody },
    errors: [404, 409],
  }),
  moveStudent: endpoint({
    method: 'PUT',
    path: '/admin/users/:id/cohort',
    access: ADMIN,
    params: IdParams,
    body: MoveStudentBody,
    response: { 200: AdminUser },
    errors: [404],
  }),

  listAwaitingApproval: endpoint({ method: 'GET', path: '/admin/approvals', access: ADMIN, response: { 200: Type.Array(AdminUser) } }),
  approveSignUp: accountCall('/admin/approvals/:id/approve', [404, 409]),
  declineSignUp: accountCall('/admin/approvals/:id/decline', [404, 409]),

  listDeletionRequests: endpoint({ method: 'GET', path: '/admin/deletion_requests', access: ADMIN, response: { 200: Type.Array(DeletionRequest) } }),
  confirmDeletionRequest: endpoint({
    method: 'POST',
    path: '/admin/deletion_requests/:id/confirm',
    access: ADMIN,
    params: IdParams,
    response: { 200: MessageBody },
    errors: [404, 409],
  }),

  listAdminCohorts: endpoint({ method: 'GET', path: '/admin/cohorts', access: ADMIN, response: { 200: Type.Array(AdminCohort) } }),
  createCohort: endpoint({ method: 'POST', path: '/admin/cohorts', access: ADMIN, body: CohortBody, response: { 201: AdminCohort }, errors: [409] }),
  updateCohort: endpoint({
    method: 'PUT',
    path: '/admin/cohorts/:id',
    access: ADMIN,
    params: IdParams,
    body: CohortBody,
    response: { 200: AdminCohort },
    errors: [404, 409],
  }),
  closeCohort: cohortCall('/admin/cohorts/:id/close'),
  reopenCohort: cohortCall('/admin/cohorts/:id/reopen'),
  setCohortFacilitators: endpoint({
    method: 'PUT',
    path: '/admin/cohorts/:id/facilitators',
    access: ADMIN,
    params: IdParams,
    body: CohortFacilitatorsBody,
    response: { 200: AdminCohort },
    errors: [404],
  }),
  setCohortGradeWeights: endpoint({
    method: 'PUT',
    path: '/admin/cohorts/:id/grade_weights',
    access: ADMIN,
    params: IdParams,
    body: CohortGradeWeightsBody,
    response: { 200: AdminCohort },
    errors: [404],
  }),

  listAdminCourses: endpoint({ method: 'GET', path: '/admin/courses', access: ADMIN, response: { 200: Type.Array(AdminCourse) } }),
  transferCourse: endpoint({
    method: 'PUT',
    path: '/admin/courses/:id/owner',
    access: ADMIN,
    params: IdParams,
    body: CourseOwnerBody,
    response: { 200: AdminCourse },
    errors: [404],
  }),

  listAuditLog: endpoint({ method: 'GET', path: '/admin/audit', access: ADMIN, query: AuditQuery, response: { 200: Type.Array(AuditEntry) } }),
  listUndeliveredMail: endpoint({ method: 'GET', path: '/admin/undelivered_mail', access: ADMIN, response: { 200: Type.Array(UndeliveredMail) } }),

  listInvitations: endpoint({
    method: 'GET',
    path: '/admin/invitations',
    access: ADMIN,
    query: InvitationListQuery,
    response: { 200: Type.Array(Invitation) },
  }),
  createInvitation: endpoint({ method: 'POST', path: '/admin/invitations', access: ADMIN, body: NewInvitationBody, response: { 201: Invitation } }),
  previewInvitations: endpoint({
    method: 'POST',
    path: '/admin/invitations/preview',
    access: ADMIN,
    upload: true,
    response: { 200: InvitationUpload },
    errors: [413, 415],
  }),
  importInvitations: endpoint({
    method: 'POST',
    path: '/admin/invitations/import',
    access: ADMIN,
    upload: true,
    query: InvitationUploadQuery,
    response: { 201: InvitationUpload },
    errors: [413, 415],
  }),
  resendInvitation: openInvitationCall('/admin/invitations/:id/resend'),
  revokeInvitation: openInvitationCall('/admin/invitations/:id/revoke'),

  createFaqItem: endpoint({ method: 'POST', path: '/admin/faq', access: ADMIN, body: FaqItemBody, response: { 201: FaqItem } }),
  updateFaqItem: endpoint({
    method: 'PUT',
    path: '/admin/faq/:id',
    access: ADMIN,
    params: IdParams,
    body: FaqItemBody,
    response: { 200: FaqItem },
    errors: [404],
  }),
  reorderFaq: endpoint({ method: 'PUT', path: '/admin/faq/order', access: ADMIN, body: OrderBody, response: { 200: Type.Array(FaqItem) } }),
  deleteFaqItem: endpoint({ method: 'DELETE', path: '/admin/faq/:id', access: ADMIN, params: IdParams, response: { 204: NoContent }, errors: [404] }),

  createFacultyMember: endpoint({ method: 'POST', path: '/admin/faculty', access: ADMIN, body: FacultyMemberBody, response: { 201: FacultyMember } }),
  updateFacultyMember: endpoint({
    method: 'PUT',
    path: '/admin/faculty/:id',
    access: ADMIN,
    params: IdParams,
    body: FacultyMemberBody,
    response: { 200: FacultyMember },
    errors: [404],
  }),
  uploadPortrait: endpoint({
    method: 'PUT',
    path: '/admin/faculty/:id/portrait',
    access: ADMIN,
    params: IdParams,
    upload: true,
    response: { 200: FacultyMember },
    errors: [404, 413, 415],
  }),
  reorderFaculty: endpoint({ method: 'PUT', path: '/admin/faculty/order', access: ADMIN, body: OrderBody, response: { 200: Type.Array(FacultyMember) } }),
  deleteFacultyMember: endpoint({ method: 'DELETE', path: '/admin/faculty/:id', access: ADMIN, params: IdParams, response: { 204: NoContent }, errors: [404] }),
};
