// Payload schemas of the account calls.
import { Type, type Static } from '@sinclair/typebox';
import { CalendarDate, Id, NO_CONTROLS } from '@academy/shared/contract/common';

export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_MAX_LENGTH = 128;

export const Email = Type.String({ format: 'email', minLength: 3, maxLength: 254 });
export const PersonName = Type.String({ minLength: 1, maxLength: 100, ...NO_CONTROLS });
export const PhoneNumber = Type.String({
  minLength: 5,
  maxLength: 30,
  pattern: '^\\+?[0-9 ()./-]+$',
  description: 'a phone number (digits, spaces and + ( ) - . /)',
});
/** Length rules are checked by passwordProblems() so the message is the same everywhere; the schema bounds the size. */
export const NewPassword = Type.String({
  minLength: 1,
  maxLength: PASSWORD_MAX_LENGTH * 4,
  description: `${PASSWORD_MIN_LENGTH} to ${PASSWORD_MAX_LENGTH} characters, not a common password, and hard to guess (zxcvbn score 3 or more with the name and e-mail address as known words)`,
});
export const CurrentPassword = Type.String({ maxLength: 1024, description: 'The password the account has now' });
export const NullableCohortId = Type.Union([Id, Type.Null()], { description: 'A cohort id, or null' });

export const SignInBody = Type.Object(
  {
    user: Type.Object(
      {
        email: Type.String({ minLength: 1, maxLength: 254 }),
        password: Type.String({ minLength: 1, maxLength: 1024 }),
        remember_me: Type.Optional(Type.Boolean({ description: 'Keep the session without an idle timeout (7 days).' })),
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
        password_confirmation: Type.String({ maxLength: PASSWORD_MAX_LENGTH * 4 }),
        cla_role_id: Id,
        cla_cohort_id: NullableCohortId,
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
    password_confirmation: Type.String({ maxLength: PASSWORD_MAX_LENGTH * 4 }),
  },
  { additionalProperties: false },
);

export const ForgotPasswordBody = Type.Object({ email: Email }, { additionalProperties: false });

export const ResetPasswordBody = Type.Object(
  {
    token: Type.String({ minLength: 1, maxLength: 200 }),
    password: NewPassword,
  },
  { additionalProperties: false },
);

export const ContactMessageBody = Type.Object(
  {
    contact_message: Type.Object(
      {
        fullName: Type.String({ minLength: 1, maxLength: 200, ...NO_CONTROLS }),
        email: Email,
        whatsapp: Type.String({
          minLength: 5,
          maxLength: 40,
          pattern: '^\\+?[0-9 ()./-]+$',
          description: 'a WhatsApp number (digits, spaces and + ( ) - . /)',
        }),
        message: Type.String({ minLength: 1, maxLength: 5000 }),
      },
      { additionalProperties: false },
    ),
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
  },
  { title: 'User' },
);
export type User = Static<typeof User>;
