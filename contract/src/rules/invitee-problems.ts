/**
 * Why a person cannot be invited (a CSV row, or the one invitee of the form): each problem's stable
 * code and the API's English sentence for it. The CSV check answers both per row (`problem_codes`
 * beside `problems`); a refused single invitation names the codes in `params.problems`. Clients say
 * a code in the reader's language; a code never changes meaning, a new reason gets a new code.
 */
export const INVITEE_PROBLEMS = {
  name_missing: 'The name is missing.',
  name_too_long: 'The name is longer than 100 characters.',
  name_control_character: 'The name holds a line break or another control character.',
  email_invalid: 'The e-mail address is not valid.',
  email_repeated: 'This e-mail address is already on an earlier row of the file.',
  email_taken: 'An account with this e-mail address already exists.',
  already_invited: 'This person already has an open invitation.',
  role_invalid: 'The role must be student or facilitator.',
  cohort_unknown: 'There is no cohort with this name.',
  cohort_closed: 'This cohort is closed.',
  cohort_required: 'A student needs a cohort.',
} as const;

export type InviteeProblem = keyof typeof INVITEE_PROBLEMS;

export const INVITEE_PROBLEM_CODES = Object.keys(INVITEE_PROBLEMS) as InviteeProblem[];

// an error's params take only strings and numbers: the codes travel as one comma-separated string
const SEPARATOR = ',';

/** The codes as a refused invitation's `params.problems`. */
export function inviteeProblemsParam(codes: readonly InviteeProblem[]): string {
  return codes.join(SEPARATOR);
}

/** The codes a refused invitation's `params.problems` names; null when it names none, or one this client does not know. */
export function inviteeProblemsFrom(param: unknown): InviteeProblem[] | null {
  if (typeof param !== 'string' || param === '') return null;
  const codes = param.split(SEPARATOR);
  return codes.every(isInviteeProblem) ? codes : null;
}

function isInviteeProblem(code: string): code is InviteeProblem {
  return Object.hasOwn(INVITEE_PROBLEMS, code);
}
