// Schemas shared by every route folder: error bodies, ids, dates, names and wrapped payloads. A
// resource's own schemas live in its route folder's schemas.ts.
import { Type, type TObject, type TProperties, type TSchema } from '@sinclair/typebox';
import { TEXT_LIMITS } from '@academy/contract/rules/limits';
import { ERROR_CODES, FIELD_ERROR_CODES } from '@academy/contract/rules/error-codes';
import { IDEMPOTENCY_KEY_HEADER, IDEMPOTENCY_KEY_HOURS } from '@academy/contract/endpoint';

function codeList(codes: Record<string, string>): string {
  return Object.entries(codes)
    .map(([code, meaning]) => `\`${code}\`: ${meaning}`)
    .join('; ');
}

/** The answer's stable reason for clients, listed with its meaning (contract/src/rules/error-codes.ts). */
const ErrorCodeField = Type.Union(
  Object.keys(ERROR_CODES).map((code) => Type.Literal(code)),
  { description: `The reason, for clients to act on or to say in the reader's language. ${codeList(ERROR_CODES)}.` },
);
const ErrorParamsField = Type.Record(Type.String(), Type.Union([Type.String(), Type.Number()]), {
  description: "Values the code's message takes (a limit, a line number), when it has some.",
});
const FieldErrorCodeField = Type.Union(
  Object.keys(FIELD_ERROR_CODES).map((code) => Type.Literal(code)),
  { description: codeList(FIELD_ERROR_CODES) },
);

/** Every error answer: the sentence, its code, and the code's values when it has some. */
const ERROR_PROPERTIES = {
  error: Type.String({ description: 'A plain sentence for the user, in English.' }),
  code: ErrorCodeField,
  params: Type.Optional(ErrorParamsField),
};

export const ErrorBody = Type.Object(ERROR_PROPERTIES, { title: 'ErrorBody', description: 'Error' });

/** 400: bad input ({errors, field_codes}) or a body that could not be read. */
export const BadRequestBody = Type.Object(
  {
    ...ERROR_PROPERTIES,
    errors: Type.Optional(
      Type.Record(Type.String(), Type.Array(Type.String()), {
        description: 'Field name as sent (without the payload wrapper) -> messages.',
      }),
    ),
    field_codes: Type.Optional(
      Type.Record(Type.String(), Type.Array(Type.Object({ code: FieldErrorCodeField, params: Type.Optional(ErrorParamsField) })), {
        description: 'The same fields -> the code of each message, in the same order.',
      }),
    ),
  },
  { title: 'BadRequestBody', description: 'Invalid input' },
);

export const MessageBody = Type.Object({ message: Type.String() });

export const Id = Type.Integer({ minimum: 1, maximum: 2_147_483_647 });
export const IdParams = Type.Object({ id: Id }, { additionalProperties: false });
export const CalendarDate = Type.String({ format: 'date', description: 'YYYY-MM-DD', maxLength: 10 });
export const ClockTime = Type.String({ format: 'time', description: 'HH:MM', maxLength: 8 });
/** An assignment's due moment and whether it has passed (the API's one rule: api/src/queries/due.ts). */
export const DueAt = Type.Union([Type.String({ format: 'date-time' }), Type.Null()], {
  description: 'The due moment, ISO-8601 UTC: what late and past due are judged against; null without a due date.',
});
export const PastDue = Type.Boolean({ description: 'The due moment has passed: work not handed in is missing and counts as 0 in the totals.' });

/** An IANA zone name ('Asia/Tokyo'), `description` saying what it is the zone of. */
export const IanaZone = (description: string) => Type.String({ format: 'time-zone', maxLength: 64, description });

/** The IANA zone a person typed a date and time in; the server reads them there and stores the moment. */
export const TypedInZone = IanaZone("IANA zone the date and time are typed in (the person's own); ACADEMY_TIME_ZONE when left out.");

/** What an answer of each status says most often. */
const ERROR_EXAMPLES: Record<number, { error: string; code: keyof typeof ERROR_CODES }> = {
  401: { error: 'Please sign in.', code: 'sign_in_required' },
  403: { error: 'You are not allowed to do this.', code: 'forbidden' },
  404: { error: 'Course not found.', code: 'course_not_found' },
  409: { error: 'This record already exists.', code: 'record_exists' },
  413: { error: 'The request is too large.', code: 'body_too_large' },
  422: { error: 'This Idempotency-Key was already used for another request.', code: 'idempotency_key_reused' },
  429: { error: 'Too many attempts. Please wait a minute and try again.', code: 'too_many_attempts' },
  500: { error: 'Something went wrong on our side. Please try again.', code: 'server_error' },
  503: { error: 'The server is busy creating accounts. Please try again in a minute.', code: 'server_busy' },
};

const ERROR_DESCRIPTIONS: Record<number, string> = {
  401: 'Missing, unknown, revoked or expired token.',
  403: 'The caller is not allowed to do this.',
  404: "Not found, or outside the caller's cohort or courses.",
  409: 'Conflicts with a stored record.',
  413: 'Request body too large.',
  422: 'The Idempotency-Key was already used for another request.',
  429: 'Too many attempts; wait and retry.',
  503: 'Busy; retry in a minute.',
  500: 'Server error (no details are sent).',
};

/**
 * Response schemas for the error codes a route can answer, plus 400 and 500 that every route can:
 * `response: { 200: Course, ...errorResponses(401, 403, 404) }`.
 */
export function errorResponses(...codes: number[]): Record<number, TSchema> {
  const responses: Record<number, TSchema> = { 400: BadRequestBody };
  for (const code of [...codes, 500]) {
    responses[code] = Type.Object(ERROR_PROPERTIES, { title: 'ErrorBody', description: ERROR_DESCRIPTIONS[code] ?? 'Error', examples: [ERROR_EXAMPLES[code]] });
  }
  return responses;
}

/** The headers of an `idempotent` call: a key of visible ASCII the client makes for one request (a UUID). */
export const IdempotencyHeaders = Type.Object({
  [IDEMPOTENCY_KEY_HEADER.toLowerCase()]: Type.Optional(
    Type.String({
      minLength: 8,
      maxLength: 200,
      pattern: '^[\\x21-\\x7E]+$',
      description: `Sent again with a retry of the same request: answered as the first time, nothing written twice (remembered at least ${IDEMPOTENCY_KEY_HOURS} hours).`,
    }),
  ),
});

/** 204 answers carry no body. */
export const NoContent = Type.Null({ description: 'No content' });

/** A figure in percent (docs/requirements.md §3): an integer 0-100, 0 when there is nothing to count. */
export const Percent = Type.Integer({ minimum: 0, maximum: 100, description: 'Rounded percent; 0 when there is nothing to count.' });

export const GradeWeights = Type.Object(
  { assignments: Percent, attendance: Percent },
  { additionalProperties: false, description: 'How a total weighs assignments against attendance, in percent; the two add up to 100.' },
);
export const GradeWeighting = Type.Union([GradeWeights, Type.Null()], {
  description: "The weighting of weighted_percentage; null when the courses it counts weigh differently (each course's total by its own).",
});
export const WeightedPercent = Type.Integer({
  minimum: 0,
  maximum: 100,
  description:
    'The weighted total, rounded: per course, its counted work (each assignment by its weight) and its attendance weighed by the ' +
    "course's weighting (its cohort's when it has none), a category with nothing counted left out; over several courses, each " +
    'counted by the weight of its counted work. Equals score_percentage while the weighting is 100/0 and every assignment weighs 1.',
});

// C0 and C1 controls (line breaks, BEL, ESC, NEL...), DEL, the line and paragraph separators, and
// the bidirectional marks, embeddings, overrides and isolates: invisible on screen, able to break a
// mail header or an iCalendar line, or to show text reversed. A one-line field (a name, a link, a
// note) refuses them all.
const CONTROLS = '\\u0000-\\u001F\\u007F-\\u009F\\u061C\\u200E\\u200F\\u2028\\u2029\\u202A-\\u202E\\u2066-\\u2069';
/** Every control character (global: for `replace`). */
export const CONTROL_CHARACTERS = new RegExp(`[${CONTROLS}]`, 'g');
const ANY_CONTROL = new RegExp(`[${CONTROLS}]`);

export function hasControlCharacters(text: string): boolean {
  return ANY_CONTROL.test(text);
}

/** One line of text: the building block of every stored name (a route that explains a blank one itself). */
export const NO_CONTROLS = { pattern: `^[^${CONTROLS}]*$`, description: 'one line of text without control characters' } as const;

/** One line of text, not only spaces. */
export const ONE_LINE = {
  pattern: `^[^${CONTROLS}]*[^${CONTROLS}\\s][^${CONTROLS}]*$`,
  description: 'one line of text, not only spaces, without control characters',
} as const;

/** A web address starting with https:// (no control characters). */
export const HTTPS_URL = { format: 'https-uri', minLength: 1, maxLength: 2048 } as const;
export const HttpsUrl = Type.String(HTTPS_URL);

// Payload pieces of the content resources (courses, topics, assignments, ...).
export const NOT_BLANK = { pattern: '\\S', description: 'text that is not only spaces' } as const;

export const Name = Type.String({ minLength: 1, maxLength: TEXT_LIMITS.name, ...ONE_LINE });
export const Description = Type.String({ minLength: 1, maxLength: TEXT_LIMITS.description, ...NOT_BLANK });

/** `{ [key]: { ...properties } }` with no other property allowed at either level. */
export function wrapped<K extends string, P extends TProperties>(key: K, properties: P): TObject<{ [k in K]: TObject<P> }> {
  return Type.Object({ [key]: Type.Object(properties, { additionalProperties: false }) } as { [k in K]: TObject<P> }, {
    additionalProperties: false,
  });
}

/**
 * Optional keyset paging of a list of students in name order: `limit` of them after the student
 * `after_user_id` (the last of the previous page). Without `limit` the whole list, as before.
 */
export const StudentPageParams = {
  limit: Type.Optional(Type.Integer({ minimum: 1, maximum: 1000, description: 'At most this many students (a page); without it, all of them.' })),
  after_user_id: Type.Optional(
    Type.Integer({ minimum: 1, description: 'The page after this student (the user_id of the last row of the previous page), in name order.' }),
  ),
};
