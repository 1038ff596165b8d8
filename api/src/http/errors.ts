// Every error answer is { error: "plain sentence", code } (the code a client acts on or translates:
// contract/src/rules/error-codes.ts, with `params` when its message takes values); bad input also has
// { errors: { field: [messages] }, field_codes: { field: [{ code }] } } beside it (the spec's shape),
// its `error` then the same messages in plain words (field-words.ts).
// Stack traces, SQL and driver messages go to the log only.
import { isUtf8 } from 'node:buffer';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ErrorCode, ErrorParams } from '@academy/contract/rules/error-codes';
import { fieldMessages, fieldProblem, type FieldProblemInput, type FieldProblems } from './field-problems';
import { fieldErrorsSentence } from './field-words';
import { RequestValidationError } from './validation';

export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
    /** The stable reason, sent as `code` beside `error` (contract/src/rules/error-codes.ts). */
    readonly code: ErrorCode,
    /** The values the code's message takes in another language, when the sentence has some. */
    readonly params?: ErrorParams,
  ) {
    super(message);
  }
}

export const badRequest = (message: string, code: ErrorCode, params?: ErrorParams) => new HttpError(400, message, code, params);
export const unauthorized = () => new HttpError(401, 'Please sign in: your session is missing, expired or was signed out.', 'sign_in_required');
export const forbidden = (message = 'Your account is not allowed to do this.', code: ErrorCode = 'forbidden', params?: ErrorParams) =>
  new HttpError(403, message, code, params);
export const conflict = (message: string, code: ErrorCode, params?: ErrorParams) => new HttpError(409, message, code, params);

/** What a 404 names, and its code. */
const NOT_FOUND = {
  Account: 'account_not_found',
  'This account': 'account_not_found',
  Cohort: 'cohort_not_found',
  Course: 'course_not_found',
  Topic: 'topic_not_found',
  Assignment: 'assignment_not_found',
  Submission: 'submission_not_found',
  'Live class': 'live_class_not_found',
  Invitation: 'invitation_not_found',
  Note: 'note_not_found',
  Announcement: 'announcement_not_found',
  Notification: 'notification_not_found',
  Session: 'session_not_found',
  'This passkey': 'passkey_not_found',
  'This faculty member': 'faculty_member_not_found',
  'This portrait': 'portrait_not_found',
  'This question': 'question_not_found',
  'This unsubscribe link': 'unsubscribe_link_not_found',
  'This calendar': 'calendar_not_found',
} as const satisfies Record<string, ErrorCode>;

export type NotFoundThing = keyof typeof NOT_FOUND;

export const notFound = (what: NotFoundThing) => new HttpError(404, `${what} was not found.`, NOT_FOUND[what]);

export const ACCOUNT_DEACTIVATED = 'This account has been deactivated by the academy. Write to the academy if you think this is a mistake.';
/** The session or sign-in belongs to a deactivated account (401 on a call, 403 on sign-in). */
export const accountDeactivated = (statusCode: 401 | 403) => new HttpError(statusCode, ACCOUNT_DEACTIVATED, 'account_deactivated');

export const AWAITING_APPROVAL =
  "Your place in the cohort awaits the academy's approval: sign-in, profile and sign-out work until an administrator approves you.";
/** A self-signed-up student asks for something of their cohort before an administrator approved them. */
export const awaitingApproval = () => new HttpError(403, AWAITING_APPROVAL, 'awaiting_approval');

/** A 400 with field problems, for checks the schema cannot express (e.g. two fields that must match). */
export function fieldErrors(fields: Record<string, FieldProblemInput[]>): RequestValidationError {
  return new RequestValidationError(Object.fromEntries(Object.entries(fields).map(([field, list]) => [field, list.map(fieldProblem)])));
}

const SERVER_ERROR_MESSAGE = 'Something went wrong on our side. Please try again.';

/** Database constraint codes (PostgreSQL and PGlite alike) that a client's request can cause. */
const DATABASE_CLIENT_ERRORS: Record<string, [number, string, ErrorCode]> = {
  '23505': [409, 'This record already exists.', 'record_exists'],
  '23503': [409, 'This refers to something that does not exist or is still in use.', 'record_in_use'],
  '23514': [400, 'Some values are outside what is allowed.', 'value_not_allowed'],
  '23502': [400, 'A required value is missing.', 'value_missing'],
  '22001': [400, 'A value is too long.', 'value_too_long'],
  '22003': [400, 'A number is out of range.', 'number_out_of_range'],
  '22007': [400, 'A date or time is not valid.', 'date_invalid'],
  '22008': [400, 'A date or time is out of range.', 'date_out_of_range'],
};

const FASTIFY_CLIENT_ERRORS: Record<string, [string, ErrorCode]> = {
  FST_ERR_CTP_INVALID_JSON_BODY: ['The request body is not valid JSON.', 'body_not_json'],
  FST_ERR_CTP_EMPTY_JSON_BODY: ['The request body is empty but says it is JSON.', 'body_empty'],
  FST_ERR_CTP_BODY_TOO_LARGE: ['The request body is too large.', 'body_too_large'],
  FST_ERR_CTP_INVALID_MEDIA_TYPE: ['Send the request body as application/json.', 'body_not_json_media_type'],
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: ['The request body length does not match its Content-Length.', 'body_length_mismatch'],
  FST_ERR_CTP_INVALID_TYPE: ['The Content-Type header is not valid.', 'content_type_invalid'],
};

type ErrorAnswer = { error: string; code: ErrorCode; params?: ErrorParams; errors?: Record<string, string[]>; field_codes?: FieldProblems };

const body = (error: string, code: ErrorCode, params?: ErrorParams): ErrorAnswer => (params ? { error, code, params } : { error, code });

function answer(error: FastifyError & { problems?: FieldProblems }): [number, ErrorAnswer] | null {
  if (error instanceof RequestValidationError || error.problems) {
    const problems = error.problems ?? {};
    const errors = fieldMessages(problems);
    return [400, { error: fieldErrorsSentence(errors), code: 'invalid_fields', errors, field_codes: problems }];
  }
  if (error instanceof HttpError) return [error.statusCode, body(error.message, error.code, error.params)];
  if (error.code && FASTIFY_CLIENT_ERRORS[error.code]) {
    const [message, code] = FASTIFY_CLIENT_ERRORS[error.code]!;
    return [error.statusCode ?? 400, body(message, code)];
  }
  if (typeof error.code === 'string' && DATABASE_CLIENT_ERRORS[error.code]) {
    const [status, message, code] = DATABASE_CLIENT_ERRORS[error.code]!;
    return [status, body(message, code)];
  }
  if (error.statusCode === 429) {
    return [429, body('Too many attempts. Please wait a few minutes and try again.', 'too_many_attempts')];
  }
  if (error.statusCode && error.statusCode >= 400 && error.statusCode < 500) {
    // Other framework errors (e.g. a route's own 4xx): keep the status, use a neutral sentence.
    return [error.statusCode, body('The request could not be processed.', 'request_not_processed')];
  }
  return null;
}

/** No call takes JSON nested deeper; the parser and the schema's checks recurse, so deeper is refused first. */
export const JSON_MAX_DEPTH = 32;

/** Whether the JSON text nests arrays and objects deeper than `max` (brackets inside strings do not count). */
export function nestsDeeperThan(text: string, max: number): boolean {
  let depth = 0;
  let inString = false;
  for (let i = 0; i < text.length; i++) {
    const char = text.charCodeAt(i);
    if (inString) {
      if (char === 0x5c)
        i++; // a backslash: the next character is escaped
      else if (char === 0x22) inString = false;
    } else if (char === 0x22) inString = true;
    else if (char === 0x5b || char === 0x7b) {
      if (++depth > max) return true;
    } else if (char === 0x5d || char === 0x7d) depth--;
  }
  return false;
}

/**
 * JSON bodies are read as they are by default, but bytes that are not UTF-8 would be read as U+FFFD
 * and stored as such, and a body nested thousands deep would overflow the stack: the parser refuses
 * both first (400), then parses as Fastify does.
 */
export function registerJsonParser(app: FastifyInstance): void {
  const parseJson = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'buffer' }, (request, body, done) => {
    if (!isUtf8(body as Buffer)) {
      done(badRequest('The request body is not valid UTF-8 text.', 'body_not_utf8'), undefined);
      return;
    }
    const text = (body as Buffer).toString('utf8');
    if (nestsDeeperThan(text, JSON_MAX_DEPTH)) {
      done(badRequest(`The request body nests deeper than ${JSON_MAX_DEPTH} levels.`, 'body_too_deep', { max: JSON_MAX_DEPTH }), undefined);
      return;
    }
    parseJson(request, text, done);
  });
}

export function registerErrorHandlers(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError, request: FastifyRequest, reply: FastifyReply) => {
    const known = answer(error);
    if (known) {
      const [status, body] = known;
      // an answer the API meant to give (a refusal, or 503 busy) is no fault: its reason, no stack
      request.log[status >= 500 ? 'warn' : 'info']({ status, reason: error instanceof HttpError ? error.message : error.code }, 'request refused');
      return reply.code(status).send(body);
    }
    request.log.error({ err: error }, 'request failed');
    return reply.code(500).send(body(SERVER_ERROR_MESSAGE, 'server_error'));
  });

  app.setNotFoundHandler((request, reply) => {
    const path = request.url.split('?')[0] ?? '';
    return reply.code(404).send(body(`There is no ${request.method} ${path} in this API.`, 'route_unknown', { method: request.method, path }));
  });
}
