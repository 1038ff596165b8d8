// Every error answer is { error: "plain sentence" }; bad input also has { errors: { field: [messages] } }
// beside it (the spec's shape), its `error` then the same messages in plain words (field-words.ts).
// Stack traces, SQL and driver messages go to the log only.
import { isUtf8 } from 'node:buffer';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { ERROR_CODES } from '@academy/contract/endpoint';
import { fieldErrorsSentence } from './field-words';
import { RequestValidationError } from './validation';

export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
    /** A stable word for clients that act on the reason, sent as `code` beside `error`. */
    readonly code?: string,
  ) {
    super(message);
  }
}

export const badRequest = (message: string) => new HttpError(400, message);
export const unauthorized = (message = 'Please sign in: your session is missing, expired or was signed out.') => new HttpError(401, message);
export const forbidden = (message = 'Your account is not allowed to do this.') => new HttpError(403, message);
export const notFound = (what = 'This item') => new HttpError(404, `${what} was not found.`);
export const conflict = (message: string) => new HttpError(409, message);

export const ACCOUNT_DEACTIVATED = 'This account has been deactivated by the academy. Write to the academy if you think this is a mistake.';
/** The session or sign-in belongs to a deactivated account (401 on a call, 403 on sign-in). */
export const accountDeactivated = (statusCode: 401 | 403) => new HttpError(statusCode, ACCOUNT_DEACTIVATED, ERROR_CODES.accountDeactivated);

export const AWAITING_APPROVAL =
  "Your place in the cohort awaits the academy's approval: sign-in, profile and sign-out work until an administrator approves you.";
/** A self-signed-up student asks for something of their cohort before an administrator approved them. */
export const awaitingApproval = () => new HttpError(403, AWAITING_APPROVAL, ERROR_CODES.awaitingApproval);

/** A 400 with field messages, for checks the schema cannot express (e.g. two fields that must match). */
export function fieldErrors(fields: Record<string, string[]>): RequestValidationError {
  return new RequestValidationError(fields);
}

const SERVER_ERROR_MESSAGE = 'Something went wrong on our side. Please try again.';

/** Database constraint codes (PostgreSQL and PGlite alike) that a client's request can cause. */
const DATABASE_CLIENT_ERRORS: Record<string, [number, string]> = {
  '23505': [409, 'This record already exists.'],
  '23503': [409, 'This refers to something that does not exist or is still in use.'],
  '23514': [400, 'Some values are outside what is allowed.'],
  '23502': [400, 'A required value is missing.'],
  '22001': [400, 'A value is too long.'],
  '22003': [400, 'A number is out of range.'],
  '22007': [400, 'A date or time is not valid.'],
  '22008': [400, 'A date or time is out of range.'],
};

const FASTIFY_CLIENT_ERRORS: Record<string, string> = {
  FST_ERR_CTP_INVALID_JSON_BODY: 'The request body is not valid JSON.',
  FST_ERR_CTP_EMPTY_JSON_BODY: 'The request body is empty but says it is JSON.',
  FST_ERR_CTP_BODY_TOO_LARGE: 'The request body is too large.',
  FST_ERR_CTP_INVALID_MEDIA_TYPE: 'Send the request body as application/json.',
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: 'The request body length does not match its Content-Length.',
  FST_ERR_CTP_INVALID_TYPE: 'The Content-Type header is not valid.',
};

function answer(error: FastifyError & { fieldErrors?: Record<string, string[]> }): [number, object] | null {
  if (error instanceof RequestValidationError || error.fieldErrors) {
    const fields = error.fieldErrors ?? {};
    return [400, { error: fieldErrorsSentence(fields), errors: fields }];
  }
  if (error instanceof HttpError) return [error.statusCode, error.code ? { error: error.message, code: error.code } : { error: error.message }];
  if (error.code && FASTIFY_CLIENT_ERRORS[error.code]) {
    return [error.statusCode ?? 400, { error: FASTIFY_CLIENT_ERRORS[error.code] }];
  }
  if (typeof error.code === 'string' && DATABASE_CLIENT_ERRORS[error.code]) {
    const [status, message] = DATABASE_CLIENT_ERRORS[error.code]!;
    return [status, { error: message }];
  }
  if (error.statusCode === 429) {
    return [429, { error: 'Too many attempts. Please wait a few minutes and try again.' }];
  }
  if (error.statusCode && error.statusCode >= 400 && error.statusCode < 500) {
    // Other framework errors (e.g. a route's own 4xx): keep the status, use a neutral sentence.
    return [error.statusCode, { error: 'The request could not be processed.' }];
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
      done(badRequest('The request body is not valid UTF-8 text.'), undefined);
      return;
    }
    const text = (body as Buffer).toString('utf8');
    if (nestsDeeperThan(text, JSON_MAX_DEPTH)) {
      done(badRequest(`The request body nests deeper than ${JSON_MAX_DEPTH} levels.`), undefined);
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
    return reply.code(500).send({ error: SERVER_ERROR_MESSAGE });
  });

  app.setNotFoundHandler((request, reply) => {
    return reply.code(404).send({ error: `There is no ${request.method} ${request.url.split('?')[0]} in this API.` });
  });
}
