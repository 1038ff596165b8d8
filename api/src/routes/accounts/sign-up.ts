// POST /sign_up, PUT /edit_profile, GET /cla_cohorts, GET /cla_roles.
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import {
  cohortExists,
  createAccount,
  EMAIL_TAKEN,
  emailTaken,
  isUniqueViolation,
  loadUserView,
  normaliseEmail,
  ROLE_IDS,
  UserSchema,
} from '../../accounts/users';
import { conflict, fieldErrors, forbidden } from '../../http/errors';
import { errorResponses, Id } from '../../http/schemas';
import { todayIn } from '../../lib/calendar';
import { currentUser } from '../../plugins/auth';
import { EditProfileBody, SignUpBody } from './schemas';

export const FACILITATOR_SIGNUP_CLOSED =
  'Facilitator accounts are created by the academy. Please sign up as a student, or ask the academy for a facilitator account.';

function profileProblems(user: { name: string; birthday: string }, today: string): Record<string, string[]> {
  const problems: Record<string, string[]> = {};
  if (!user.name.trim()) problems.name = ['must not be empty'];
  if (user.birthday > today) problems.birthday = ['must not be in the future'];
  else if (user.birthday < '1900-01-01') problems.birthday = ['must be after 1900'];
  return problems;
}

const signUpRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.post(
    '/sign_up',
    {
      schema: {
        summary: 'Create an account',
        description:
          'Students sign up freely and need a cohort. Signing up as a facilitator (role 2) is refused (403) unless ' +
          'the server runs with ALLOW_FACILITATOR_SIGNUP=true; facilitators are otherwise created with ' +
          '`npm run user:create -w api`. An e-mail address already in use answers 409.',
        tags: ['accounts'],
        body: SignUpBody,
        response: { 201: Type.Object({ message: Type.String(), user: UserSchema }), ...errorResponses(403, 409) },
      },
    },
    async (request, reply) => {
      const input = request.body.user;
      if (input.cla_role_id === ROLE_IDS.facilitator && !app.config.allowFacilitatorSignup) {
        throw forbidden(FACILITATOR_SIGNUP_CLOSED);
      }
      const problems = profileProblems(input, todayIn(app.config.academyTimeZone));
      if (input.password !== input.password_confirmation) problems.password_confirmation = ['does not match the password'];
      if (Object.keys(problems).length > 0) throw fieldErrors(problems);
      const id = await createAccount(app.db, {
        name: input.name,
        email: input.email,
        phoneNumber: input.phone_number,
        birthday: input.birthday,
        password: input.password,
        roleId: input.cla_role_id,
        cohortId: input.cla_cohort_id,
      });
      return reply.code(201).send({ message: 'User created successfully', user: await loadUserView(app.db, id) });
    },
  );

  app.put(
    '/edit_profile',
    {
      onRequest: app.authenticate,
      schema: {
        summary: "Edit the caller's own profile",
        description:
          'Only the caller\'s own account (`id` must be the caller, else 403). The role is never changed: a ' +
          '`cla_role_id` other than the current one is refused (403). A student cannot move to another cohort ' +
          '(403; a facilitator of the academy does that); a facilitator may change their own cohort.',
        tags: ['accounts'],
        security: [{ bearerAuth: [] }],
        querystring: Type.Object({ id: Id }, { additionalProperties: false }),
        body: EditProfileBody,
        response: { 200: Type.Object({ message: Type.String(), user: UserSchema }), ...errorResponses(401, 403, 409) },
      },
    },
    async (request) => {
      const caller = currentUser(request);
      if (request.query.id !== caller.id) throw forbidden('You can only edit your own profile.');
      const input = request.body.user;
      if (input.cla_role_id !== undefined && input.cla_role_id !== caller.roleId) {
        throw forbidden('Your role cannot be changed.');
      }
      let cohortId = caller.cohortId;
      if (input.cla_cohort_id !== undefined && input.cla_cohort_id !== caller.cohortId) {
        if (caller.role === 'student') throw forbidden('Only the academy can move a student to another cohort.');
        cohortId = input.cla_cohort_id;
      }
      const problems = profileProblems(input, todayIn(app.config.academyTimeZone));
      if (cohortId !== null && cohortId !== caller.cohortId && !(await cohortExists(app.db, cohortId))) {
        problems.cla_cohort_id = ['is not a known cohort'];
      }
      if (Object.keys(problems).length > 0) throw fieldErrors(problems);
      if (await emailTaken(app.db, input.email, caller.id)) throw conflict(EMAIL_TAKEN);
      try {
        await app.db
          .updateTable('users')
          .set({
            name: input.name.trim(),
            email: normaliseEmail(input.email),
            phone_number: input.phone_number.trim(),
            birthday: input.birthday,
            cohort_id: cohortId,
            updated_at: new Date(),
          })
          .where('id', '=', caller.id)
          .execute();
      } catch (err) {
        if (isUniqueViolation(err)) throw conflict(EMAIL_TAKEN);
        throw err;
      }
      return { message: 'Profile updated successfully', user: await loadUserView(app.db, caller.id) };
    },
  );

  const Named = Type.Object({ id: Type.Integer(), name: Type.String() });

  app.get(
    '/cla_cohorts',
    {
      schema: { summary: 'All cohorts (for the sign-up form)', tags: ['accounts'], response: { 200: Type.Array(Named), ...errorResponses() } },
    },
    async () => app.db.selectFrom('cohorts').select(['id', 'name']).orderBy('id').execute(),
  );

  app.get(
    '/cla_roles',
    {
      schema: { summary: 'The roles: 1 student, 2 facilitator', tags: ['accounts'], response: { 200: Type.Array(Named), ...errorResponses() } },
    },
    async () => app.db.selectFrom('roles').select(['id', 'name']).orderBy('id').execute(),
  );
};

export default signUpRoutes;
