// POST /sign_up, PUT /edit_profile, GET /cla_cohorts, GET /cla_cohorts/mine, GET /cla_roles.
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { remindNewMember, reminderContext } from '../../notices/member-reminders';
import {
  activeAccountByEmail,
  cohortExists,
  createAccountUnlessTaken,
  EMAIL_TAKEN,
  emailTaken,
  loadUserView,
  normaliseEmail,
  SIGN_UP_ROLE_IDS,
} from '../../accounts/users';
import { ROLE_IDS } from '@academy/contract/rules/roles';
import { conflict, fieldErrors, forbidden } from '../../http/errors';
import { todayIn } from '../../lib/calendar';
import { currentUser } from '../../plugins/auth';
import { limitPerAddress } from '../../plugins/rate-limit';
import { listOpenCohorts, listRoles, updateProfile } from '../../queries/accounts';
import { mustBeOwn, workingCohorts } from '../../queries/scope';
import { currentPasswordCheck } from './current-password';
import { askToConfirmEmail } from './email-change';
import { route } from '../../http/route';
import type { FieldProblemInput } from '../../http/field-problems';
import { publicPageFor } from '../../i18n/messages';
import { accountMail } from '../../mail/account-mail';

const SIGN_UP_CLOSED = 'Sign-up is closed: the academy invites the people who join. Write to the academy to ask for an invitation.';

export const FACILITATOR_SIGNUP_CLOSED =
  'Facilitator accounts are created by the academy. Please sign up as a student, or ask the academy for a facilitator account.';

function profileProblems(user: { name: string; birthday: string }, today: string): Record<string, FieldProblemInput[]> {
  const problems: Record<string, FieldProblemInput[]> = {};
  if (!user.name.trim()) problems.name = ['empty'];
  if (user.birthday > today) problems.birthday = ['birthday_in_future'];
  else if (user.birthday < '1900-01-01') problems.birthday = ['birthday_too_early'];
  return problems;
}

/** Accounts created from one client address; a class signing up together fits (docs/product-decisions.md). */
export const SIGN_UP_LIMIT = { name: 'sign-up', max: 40, timeWindow: '1 hour' };

const signUpRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const checkCurrentPassword = currentPasswordCheck(app);
  const signUpOpenTo = (roleId: number) => roleId !== ROLE_IDS.facilitator || app.config.allowFacilitatorSignup;
  const tellOwnerOfSignUp = async (email: string) => {
    const owner = await activeAccountByEmail(app.db, email);
    if (!owner) return;
    app.mailer.sendInBackground(
      accountMail(owner, 'mail.signUpTaken.subject', 'mail.signUpTaken.body', {
        login: publicPageFor(owner, app.config.publicAppUrl, '/login'),
        forgot: publicPageFor(owner, app.config.publicAppUrl, '/forgot-password'),
      }),
    );
  };

  route(
    app,
    'signUp',
    {
      summary: 'Create an account',
      description:
        'Students sign up freely and need a cohort. Signing up as a facilitator (role 2) is refused (403) unless ' +
        'the server runs with ALLOW_FACILITATOR_SIGNUP=true; facilitators are otherwise created with ' +
        '`npm run user:create -w api`. With SIGN_UP_OPEN=false every sign-up is refused (403). With APPROVE_SIGN_UPS=true a student ' +
        'who signs up awaits approval: their cohort-bound calls answer 403 {code:"awaiting_approval"} until an administrator ' +
        'approves them. An e-mail address that already has an account answers exactly as a new one (201, same message), and ' +
        'the owner of that account gets a mail instead. ' +
        `Limited to ${SIGN_UP_LIMIT.max} per hour per client address (429); 503 while too many accounts are being created at once.`,
      tags: ['accounts'],
    },
    async (request, reply) => {
      const input = request.body.user;
      if (!app.config.signUpOpen) throw forbidden(SIGN_UP_CLOSED, 'sign_up_closed');
      if (!signUpOpenTo(input.cla_role_id)) throw forbidden(FACILITATOR_SIGNUP_CLOSED, 'facilitator_sign_up_closed');
      const problems = profileProblems(input, todayIn(app.config.academyTimeZone));
      if (input.password !== input.password_confirmation) problems.password_confirmation = ['password_mismatch'];
      if (Object.keys(problems).length > 0) throw fieldErrors(problems);
      const id = await createAccountUnlessTaken(app.db, {
        name: input.name,
        email: input.email,
        phoneNumber: input.phone_number,
        birthday: input.birthday,
        password: input.password,
        roleId: input.cla_role_id,
        cohortId: input.cla_cohort_id,
        awaitingApproval: app.config.approveSignUps && input.cla_role_id === ROLE_IDS.student,
        locale: input.locale ?? null,
      });
      if (id === null) await tellOwnerOfSignUp(input.email);
      else await remindNewMember(app.db, id, reminderContext(app.config, app.clock.now()));
      return reply.code(201).send({ message: 'User created successfully' });
    },
    { config: limitPerAddress(SIGN_UP_LIMIT) },
  );

  route(
    app,
    'editProfile',
    {
      summary: "Edit the caller's own profile",
      description:
        "Only the caller's own account (`id` must be the caller, else 403). The role is never changed: a " +
        '`cla_role_id` other than the current one is refused (403). A student cannot move to another cohort ' +
        '(403; a facilitator of the academy does that); a facilitator may change their own cohort. Changing the ' +
        'e-mail address needs `current_password` (400 {errors:{current_password}} when missing or wrong), and is not ' +
        'made at once: a link goes to the new address (`pending_email` in the answer), and the account takes it when ' +
        'the link is opened (POST /confirm_email).',
      tags: ['accounts'],
    },
    async (request, reply) => {
      const caller = currentUser(request);
      mustBeOwn(request.query.id, caller.id, 'You can only edit your own profile.', 'only_own_profile');
      const input = request.body.user;
      if (input.cla_role_id !== undefined && input.cla_role_id !== caller.roleId) {
        throw forbidden('Your role cannot be changed.', 'role_unchangeable');
      }
      let cohortId = caller.cohortId;
      if (input.cla_cohort_id !== undefined && input.cla_cohort_id !== caller.cohortId) {
        if (caller.role === 'student') throw forbidden('Only the academy can move a student to another cohort.', 'cohort_unchangeable');
        cohortId = input.cla_cohort_id;
      }
      const problems = profileProblems(input, todayIn(app.config.academyTimeZone));
      if (cohortId !== null && cohortId !== caller.cohortId && !(await cohortExists(app.db, cohortId))) {
        problems.cla_cohort_id = ['unknown_cohort'];
      }
      if (Object.keys(problems).length > 0) throw fieldErrors(problems);
      const newEmail = normaliseEmail(input.email);
      const emailChanged = newEmail !== caller.email;
      if (emailChanged) await checkCurrentPassword(request, reply, caller, input.current_password);
      if (emailChanged && (await emailTaken(app.db, newEmail, caller.id))) throw conflict(EMAIL_TAKEN, 'email_taken');
      await updateProfile(app.db, caller.id, {
        name: input.name.trim(),
        phone_number: input.phone_number.trim(),
        birthday: input.birthday,
        cohort_id: cohortId,
      });
      // The cached caller still has the old name.
      await app.sessionCache.forget({ userId: caller.id });
      const user = await loadUserView(app.db, caller.id);
      if (!emailChanged) return { message: 'Profile updated successfully', user };
      await askToConfirmEmail(app, { ...caller, locale: user.locale }, newEmail, request.log);
      return { message: 'Profile updated successfully', user, pending_email: newEmail };
    },
  );

  route(
    app,
    'listCohorts',
    {
      summary: 'The open cohorts (for the sign-up form); a closed cohort is not listed',
      description: 'Anyone, for the sign-up form: id and name of each cohort still open.',
      tags: ['accounts'],
    },
    async () => listOpenCohorts(app.db),
  );

  route(
    app,
    'listMyCohorts',
    {
      summary: "The cohorts the caller may choose in a form: a facilitator's assigned cohorts, every cohort for an administrator, a student's own",
      description: "Any signed-in account: the cohorts the caller's forms offer, by id and name.",
      tags: ['accounts'],
    },
    async (request) => workingCohorts(app.db, currentUser(request)),
  );

  route(
    app,
    'listRoles',
    {
      summary: 'The roles sign-up offers: 1 student, 2 facilitator',
      description: 'Anyone, for the sign-up form: an administrator account is never made by sign-up.',
      tags: ['accounts'],
    },
    async () => {
      const roles = await listRoles(app.db, SIGN_UP_ROLE_IDS);
      return roles.map((role) => ({ ...role, sign_up: signUpOpenTo(role.id) }));
    },
  );
};

export default signUpRoutes;
