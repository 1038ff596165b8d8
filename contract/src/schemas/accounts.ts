// The account calls (sign-in and -out, sign-up, profile, password, sessions, invitations, own data,
// contact form) and their shapes.
import { Type, type Static } from '@sinclair/typebox';
import { PASSWORD_LENGTH, TEXT_LIMITS } from '@academy/contract/rules/limits';
import { CalendarDate, Id, IdParams, MessageBody, NO_CONTROLS, NoContent } from '@academy/contract/schemas/common';
import { endpoint } from '@academy/contract/endpoint';
import { LOCALE_CODES } from '@academy/contract/rules/locales';

export const Email = Type.String({ format: 'email', minLength: 3, maxLength: TEXT_LIMITS.email });
export const PersonName = Type.String({ minLength: 1, maxLength: TEXT_LIMITS.personName, ...NO_CONTROLS });
/** Digits, spaces and + ( ) - . / : a phone or WhatsApp number. */
export const PHONE_NUMBER_RULE = { pattern: '^\\+?[0-9 ()./-]+$', description: 'a phone number (digits, spaces and + ( ) - . /)' } as const;
export const PhoneNumber = Type.String({ minLength: 5, maxLength: 30, ...PHONE_NUMBER_RULE });
/** Length rules are checked by passwordProblems() so the message is the same everywhere; the schema bounds the size. */
export const NewPassword = Type.String({
  minLength: 1,
  maxLength: PASSWORD_LENGTH.max * 4,
  description: `${PASSWORD_LENGTH.min} to ${PASSWORD_LENGTH.max} characters, not a common password, and hard to guess (zxcvbn score 3 or more with the name and e-mail address as known words)`,
});
export const CurrentPassword = Type.String({ maxLength: 1024, description: 'The password the account has now' });
export const NullableCohortId = Type.Union([Id, Type.Null()], { description: 'A cohort id, or null' });
/** One of the academy's languages (contract/src/rules/locales.ts). */
export const LocaleCode = Type.Union(
  LOCALE_CODES.map((code) => Type.Literal(code)),
  { description: 'A language of the academy: its code (en, fr, es, pt, ar)' },
);

export const SignInBody = Type.Object(
  {
    user: Type.Object(
      {
        email: Type.String({ minLength: 1, maxLength: 254 }),
        password: Type.String({ minLength: 1, maxLength: 1024 }),
        remember_me: Type.Optional(Type.Boolean({ description: 'Keep the session without an idle timeout (7 days).' })),
        // the language of the page signed in from (its <html lang>): the account keeps it when it has
        // none yet and it is one of the academy's; any other is left aside
        locale: Type.Optional(Type.String({ maxLength: 35 })),
      },
      { additionalProperties: false },
    ),
  },
  { additionalProperties: false },
);

export const SignUpBody = Type.Object(
  {
    user: Type.Object(
      {
        name: PersonName,
        email: Email,
        phone_number: PhoneNumber,
        birthday: CalendarDate,
        password: NewPassword,
        password_confirmation: Type.String({ maxLength: PASSWORD_LENGTH.max * 4 }),
        cla_role_id: Id,
        cla_cohort_id: NullableCohortId,
        locale: Type.Optional(Type.Union([LocaleCode], { description: "The sign-up page's language: the account's, for its mails, until it chooses one" })),
      },
      { additionalProperties: false },
    ),
  },
  { additionalProperties: false },
);

export const EditProfileBody = Type.Object(
  {
    user: Type.Object(
      {
        name: PersonName,
        email: Email,
        phone_number: PhoneNumber,
        birthday: CalendarDate,
        cla_role_id: Type.Optional(Id),
        cla_cohort_id: Type.Optional(NullableCohortId),
        current_password: Type.Optional(CurrentPassword),
      },
      { additionalProperties: false },
    ),
  },
  { additionalProperties: false },
);

export const ChangePasswordBody = Type.Object(
  {
    current_password: CurrentPassword,
    password: NewPassword,
    password_confirmation: Type.String({ maxLength: PASSWORD_LENGTH.max * 4 }),
  },
  { additionalProperties: false },
);

export const ForgotPasswordBody = Type.Object(
  {
    email: Email,
    locale: Type.Optional(Type.Union([LocaleCode], { description: "The page's language: the mail's, when the account has chosen none" })),
  },
  { additionalProperties: false },
);

export const ResetPasswordBody = Type.Object(
  {
    token: Type.String({ minLength: 1, maxLength: 200 }),
    password: NewPassword,
  },
  { additionalProperties: false },
);

/** The token of the link mailed to a new e-mail address. */
export const ConfirmEmailBody = Type.Object({ token: Type.String({ minLength: 1, maxLength: 200 }) }, { additionalProperties: false });
/** The account that took its new address (a signed-in page of it shows the address at once). */
export const ConfirmedEmail = Type.Object({ message: Type.String(), user_id: Id, email: Type.String() });

export const ContactMessageBody = Type.Object(
  {
    contact_message: Type.Object(
      {
        fullName: Type.String({ minLength: 1, maxLength: 200, ...NO_CONTROLS }),
        email: Email,
        whatsapp: Type.String({ minLength: 5, maxLength: 40, ...PHONE_NUMBER_RULE }),
        message: Type.String({ minLength: 1, maxLength: 5000 }),
      },
      { additionalProperties: false },
    ),
    locale: Type.Optional(Type.Union([LocaleCode], { description: "The contact page's language: the academy's mail names it, for the answer's" })),
  },
  { additionalProperties: false },
);

/** The account as its owner sees it (sign-in, sign-up, profile). */
export const User = Type.Object(
  {
    id: Type.Integer(),
    name: Type.String(),
    email: Type.String(),
    birthday: Type.Union([Type.String({ format: 'date' }), Type.Null()]),
    phone_number: Type.Union([Type.String(), Type.Null()]),
    cla_role_id: Type.Integer(),
    cla_role_name: Type.Union([Type.Literal('student'), Type.Literal('facilitator'), Type.Literal('admin')]),
    cla_cohort_id: Type.Union([Type.Integer(), Type.Null()]),
    cla_cohort_name: Type.Union([Type.String(), Type.Null()]),
    locale: Type.Union([LocaleCode, Type.Null()], {
      description: "The account's language: the portal opens in it; null until one is chosen or first signed in with.",
    }),
  },
  { title: 'User' },
);
export type User = Static<typeof User>;

/** Whether the account's owner has asked for it to be deleted, and when (an administrator confirms). */
export const AccountDeletionRequest = Type.Object({
  requested_at: Type.Union([Type.String({ format: 'date-time' }), Type.Null()], { description: 'When the owner asked; null when they have not.' }),
});

/** A signed-in session: its bearer token and the account (sign-in, accepting an invitation). */
export const SignedIn = Type.Object({ token: Type.String(), user: User });
export type SignedIn = Static<typeof SignedIn>;

/** A cohort or role as a form offers it. */
const Named = Type.Object({ id: Type.Integer(), name: Type.String() });

export const SignUpRole = Type.Object({
  id: Type.Integer(),
  name: Type.String(),
  sign_up: Type.Boolean({ description: 'whether POST /sign_up accepts this role (the form offers only these)' }),
});

export const AccountSession = Type.Object(
  {
    id: Type.Integer(),
    user_agent: Type.Union([Type.String(), Type.Null()], { description: 'The browser that signed in, as it named itself.' }),
    signed_in_at: Type.String({ format: 'date-time' }),
    last_used_at: Type.String({ format: 'date-time', description: 'To within a few seconds.' }),
    current: Type.Boolean({ description: 'The session of this request.' }),
  },
  { title: 'Session' },
);
export type AccountSession = Static<typeof AccountSession>;

const InvitationToken = Type.String({ minLength: 1, maxLength: 200 });
export const InvitationDetails = Type.Object({
  name: Type.String(),
  email: Type.String(),
  role: Type.String(),
  cohort_name: Type.Union([Type.String(), Type.Null()]),
});
export type InvitationDetails = Static<typeof InvitationDetails>;
export const AcceptInvitationBody = Type.Object(
  { token: InvitationToken, password: NewPassword, password_confirmation: Type.String({ maxLength: 1024 }) },
  { additionalProperties: false },
);

export const AccountLocaleBody = Type.Object({ locale: LocaleCode }, { additionalProperties: false });

export type SignInBody = Static<typeof SignInBody>;
export type SignUpBody = Static<typeof SignUpBody>;
export type EditProfileBody = Static<typeof EditProfileBody>;
export type ContactMessageBody = Static<typeof ContactMessageBody>;

export const ACCOUNT_ENDPOINTS = {
  signIn: endpoint({ method: 'POST', path: '/sign_in', access: 'public', body: SignInBody, response: { 200: SignedIn }, errors: [401, 403, 429] }),
  signOut: endpoint({ method: 'POST', path: '/sign_out', access: 'signed-in', response: { 204: NoContent } }),
  signUp: endpoint({ method: 'POST', path: '/sign_up', access: 'public', body: SignUpBody, response: { 201: MessageBody }, errors: [403, 429, 503] }),
  editProfile: endpoint({
    method: 'PUT',
    path: '/edit_profile',
    access: 'signed-in',
    query: Type.Object({ id: Id }, { additionalProperties: false }),
    body: EditProfileBody,
    // pending_email: the new address, which the account takes once the link mailed to it is opened
    response: { 200: Type.Object({ message: Type.String(), user: User, pending_email: Type.Optional(Type.String()) }) },
    errors: [403, 409, 429],
  }),
  listCohorts: endpoint({ method: 'GET', path: '/cla_cohorts', access: 'public', response: { 200: Type.Array(Named) } }),
  listMyCohorts: endpoint({ method: 'GET', path: '/cla_cohorts/mine', access: 'signed-in', response: { 200: Type.Array(Named) } }),
  listRoles: endpoint({ method: 'GET', path: '/cla_roles', access: 'public', response: { 200: Type.Array(SignUpRole) } }),
  requestPasswordReset: endpoint({
    method: 'POST',
    path: '/forgot_password',
    access: 'public',
    body: ForgotPasswordBody,
    response: { 200: MessageBody },
    errors: [429],
  }),
  resetPassword: endpoint({
    method: 'POST',
    path: '/reset_password',
    access: 'public',
    body: ResetPasswordBody,
    response: { 200: MessageBody },
    errors: [429],
  }),
  confirmEmail: endpoint({
    method: 'POST',
    path: '/confirm_email',
    access: 'public',
    body: ConfirmEmailBody,
    response: { 200: ConfirmedEmail },
    errors: [409, 429],
  }),
  changePassword: endpoint({
    method: 'PUT',
    path: '/password',
    access: 'signed-in',
    body: ChangePasswordBody,
    response: { 200: MessageBody },
    errors: [429, 503],
  }),
  listSessions: endpoint({ method: 'GET', path: '/sessions', access: 'signed-in', response: { 200: Type.Array(AccountSession) } }),
  endSession: endpoint({ method: 'DELETE', path: '/sessions/:id', access: 'signed-in', params: IdParams, response: { 204: NoContent }, errors: [404] }),
  endOtherSessions: endpoint({ method: 'DELETE', path: '/sessions', access: 'signed-in', response: { 204: NoContent } }),
  saveAccountLocale: endpoint({ method: 'PUT', path: '/locale', access: 'signed-in', body: AccountLocaleBody, response: { 200: User } }),
  getInvitation: endpoint({
    method: 'POST',
    path: '/invitation',
    access: 'public',
    body: Type.Object({ token: InvitationToken }, { additionalProperties: false }),
    response: { 200: InvitationDetails },
    errors: [429],
  }),
  acceptInvitation: endpoint({
    method: 'POST',
    path: '/invitation/accept',
    access: 'public',
    body: AcceptInvitationBody,
    response: { 201: SignedIn },
    errors: [409, 429],
  }),
  downloadMyData: endpoint({ method: 'GET', path: '/my_data', access: 'signed-in', response: { 200: Type.Object({}, { additionalProperties: true }) } }),
  requestAccountDeletion: endpoint({ method: 'POST', path: '/my_data/deletion_request', access: 'signed-in', response: { 200: MessageBody } }),
  getAccountDeletionRequest: endpoint({
    method: 'GET',
    path: '/my_data/deletion_request',
    access: 'signed-in',
    response: { 200: AccountDeletionRequest },
  }),
  sendContactMessage: endpoint({
    method: 'POST',
    path: '/contact_messages',
    access: 'public',
    body: ContactMessageBody,
    response: { 201: MessageBody },
    errors: [429],
  }),
};
