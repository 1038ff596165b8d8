// Request validation with TypeBox's compiler: bodies are checked as sent (no type coercion, unknown
// properties refused), query strings and params are converted from text first ('5' -> 5).
// A failure becomes a RequestValidationError carrying { field: [problem codes] } for the 400 answer.
import { FormatRegistry, type TSchema } from '@sinclair/typebox';
import { TypeCompiler, type TypeCheck } from '@sinclair/typebox/compiler';
import { Value, ValueErrorType, type ValueError } from '@sinclair/typebox/value';
import type { FastifySchemaCompiler } from 'fastify';
import { isDeepStrictEqual } from 'node:util';
import type { FieldErrorCode, FieldProblem } from '@academy/contract/rules/error-codes';
import { COHORT_ID_TEXT_RULE } from '@academy/contract/schemas/attendances';
import { PHONE_NUMBER_RULE } from '@academy/contract/schemas/accounts';
import { NO_CONTROLS, NOT_BLANK, ONE_LINE } from '@academy/contract/schemas/common';
import { fieldMessages, type FieldProblems } from './field-problems';
import { isTimeZone } from '../lib/time-zones';
import { unambiguousUrl } from './links';
import { isEmailAddress } from '@academy/contract/rules/email-address';

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

function isCalendarDate(value: string): boolean {
  const match = ISO_DATE.exec(value);
  if (!match) return false;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(Date.UTC(year, month - 1, day));
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
}

function isWebUrl(value: string, protocols: string[]): boolean {
  return unambiguousUrl(value, protocols) !== null;
}

export function registerFormats(): void {
  if (!FormatRegistry.Has('email')) FormatRegistry.Set('email', isEmailAddress);
  if (!FormatRegistry.Has('date')) FormatRegistry.Set('date', isCalendarDate);
  // 'HH:MM' (seconds allowed)
  if (!FormatRegistry.Has('time')) FormatRegistry.Set('time', (v) => /^([01]\d|2[0-3]):[0-5]\d(:[0-5]\d)?$/.test(v));
  if (!FormatRegistry.Has('uri')) FormatRegistry.Set('uri', (v) => isWebUrl(v, ['http:', 'https:']));
  if (!FormatRegistry.Has('https-uri')) FormatRegistry.Set('https-uri', (v) => isWebUrl(v, ['https:']));
  if (!FormatRegistry.Has('time-zone')) FormatRegistry.Set('time-zone', isTimeZone);
}

const FORMAT_CODES: Record<string, FieldErrorCode> = {
  email: 'invalid_email',
  date: 'invalid_date',
  time: 'invalid_time',
  uri: 'invalid_url',
  'https-uri': 'https_url_required',
  'time-zone': 'invalid_time_zone',
};

/** A pattern's problem, by the description the contract gives it (one home for each such rule). */
const PATTERN_CODES: Record<string, FieldErrorCode> = {
  [NO_CONTROLS.description]: 'one_line',
  [ONE_LINE.description]: 'one_line_not_blank',
  [NOT_BLANK.description]: 'not_blank',
  [PHONE_NUMBER_RULE.description]: 'invalid_phone',
  [COHORT_ID_TEXT_RULE.description]: 'invalid_cohort_id_text',
};

function describe(error: ValueError): FieldProblem {
  const schema = error.schema as Record<string, unknown>;
  switch (error.type) {
    case ValueErrorType.ObjectRequiredProperty:
      return { code: 'required' };
    case ValueErrorType.ObjectAdditionalProperties:
      return { code: 'not_allowed' };
    case ValueErrorType.StringMinLength:
      return schema.minLength === 1 ? { code: 'empty' } : { code: 'too_short', params: { minimum: Number(schema.minLength) } };
    case ValueErrorType.StringMaxLength:
      return { code: 'too_long', params: { maximum: Number(schema.maxLength) } };
    case ValueErrorType.StringFormat:
      if (schema.format === 'https-uri' && /^https:\/\//i.test(String(error.value))) return { code: 'plain_url_required' };
      return { code: FORMAT_CODES[String(schema.format)] ?? 'invalid_form' };
    case ValueErrorType.StringPattern:
      return { code: (typeof schema.description === 'string' && PATTERN_CODES[schema.description]) || 'invalid_form' };
    case ValueErrorType.String:
      return { code: 'not_text' };
    case ValueErrorType.Integer:
      return { code: 'not_integer' };
    case ValueErrorType.Number:
      return { code: 'not_number' };
    case ValueErrorType.Boolean:
      return { code: 'not_boolean' };
    case ValueErrorType.IntegerMinimum:
    case ValueErrorType.NumberMinimum:
      return { code: 'too_small', params: { minimum: Number(schema.minimum) } };
    case ValueErrorType.IntegerMaximum:
    case ValueErrorType.NumberMaximum:
      return { code: 'too_large', params: { maximum: Number(schema.maximum) } };
    case ValueErrorType.Object:
      return { code: 'not_object' };
    case ValueErrorType.Array:
      return { code: 'not_list' };
    case ValueErrorType.Literal:
      return { code: 'not_value', params: { value: JSON.stringify(schema.const) } };
    case ValueErrorType.Union: {
      // `X or null` given something else: what X needs says more than "the wrong type".
      const branches = error.errors.map((branch) => branch.First()).filter((inner) => inner !== undefined && inner.type !== ValueErrorType.Null);
      if (branches.length === 1 && error.value !== null && typeof error.value === typeof branches[0]!.value) return describe(branches[0]!);
      const options = (schema.anyOf as Record<string, unknown>[] | undefined)
        ?.map((option) => ('const' in option ? JSON.stringify(option.const) : option.type === 'null' ? 'null' : null))
        .filter((option): option is string => option !== null);
      return options && options.length === (schema.anyOf as unknown[]).length
        ? { code: 'not_option', params: { options: options.join(', ') } }
        : { code: 'wrong_type' };
    }
    case ValueErrorType.Null:
      return { code: 'not_null' };
    default:
      return { code: 'invalid' };
  }
}

/**
 * Field name as the client sent it, without the payload wrapper: '/user/email' -> 'email'.
 * A path with one segment ('/email', or '/user' itself) is kept; the root is 'body'.
 */
function fieldName(path: string, part: string): string {
  const segments = path
    .split('/')
    .filter(Boolean)
    .map((s) => s.replace(/~1/g, '/').replace(/~0/g, '~'));
  if (segments.length === 0) return part === 'body' ? 'body' : part;
  return segments.length === 1 ? segments[0]! : segments.slice(1).join('.');
}

export class RequestValidationError extends Error {
  readonly statusCode = 400;
  readonly code = 'FST_ERR_VALIDATION';
  constructor(readonly problems: FieldProblems) {
    super('Some fields are missing or invalid.');
  }

  /** Field -> its English phrases (the answer's `errors`). */
  get fieldErrors(): Record<string, string[]> {
    return fieldMessages(this.problems);
  }
}

function collectFieldErrors(errors: Iterable<ValueError>, part: string): FieldProblems {
  const fields: FieldProblems = {};
  for (const error of errors) {
    const field = fieldName(error.path, part);
    const problem = describe(error);
    const list = (fields[field] ??= []);
    if (!list.some((known) => isDeepStrictEqual(known, problem))) list.push(problem);
    if (Object.keys(fields).length >= 50) break;
  }
  // A missing field also fails its type check; saying it is required is enough.
  for (const field of Object.keys(fields)) {
    if (fields[field]!.some((problem) => problem.code === 'required')) fields[field] = [{ code: 'required' }];
  }
  return fields;
}

/**
 * Value.Convert reads an integer with parseInt: '1.5' and '1e3' become 1, so DELETE /x/1.5 would
 * act on 1. Text that is not exactly the integer it became is put back, so validation refuses it.
 */
function keepInexactIntegers(schema: TSchema, raw: unknown, converted: unknown): unknown {
  const properties = (schema as { properties?: Record<string, TSchema> }).properties;
  if (!properties || typeof raw !== 'object' || raw === null || typeof converted !== 'object' || converted === null) return converted;
  const rawFields = raw as Record<string, unknown>;
  const fields = converted as Record<string, unknown>;
  for (const [key, property] of Object.entries(properties)) {
    const text = rawFields[key];
    if (property.type === 'integer' && typeof text === 'string' && String(fields[key]) !== text) fields[key] = text;
  }
  return converted;
}

/** Why PostgreSQL would refuse this text (NUL; a lone surrogate, which cannot be written as UTF-8), or null. */
function refusedText(text: string): FieldProblem | null {
  if (text.includes('\0')) return { code: 'nul_character' };
  return /\p{Surrogate}/u.test(text) ? { code: 'broken_character' } : null;
}

/** Fields holding text PostgreSQL would refuse, as field errors ({} when none). */
function refusedTextFields(value: unknown, part: string, path = ''): FieldProblems {
  if (typeof value === 'string') {
    const refused = refusedText(value);
    return refused ? { [fieldName(path, part)]: [refused] } : {};
  }
  if (typeof value !== 'object' || value === null) return {};
  const fields: FieldProblems = {};
  for (const [key, item] of Object.entries(value)) {
    const pointer = `${path}/${key.replace(/~/g, '~0').replace(/\//g, '~1')}`;
    const refused = refusedText(key);
    if (refused) fields[fieldName(pointer, part)] = [refused];
    Object.assign(fields, refusedTextFields(item, part, pointer));
  }
  return fields;
}

/** Each route's checks compile on its first request, as its serializers do (http/serialization.ts). */
export const typeBoxValidatorCompiler: FastifySchemaCompiler<TSchema> = ({ schema, httpPart }) => {
  let compiled: TypeCheck<TSchema> | undefined;
  const part = httpPart ?? 'body';
  const convert = part !== 'body';
  return (input: unknown) => {
    const check = (compiled ??= TypeCompiler.Compile(schema));
    let value = input;
    if (convert) value = keepInexactIntegers(schema, input, Value.Convert(schema, Value.Default(schema, Value.Clone(value ?? {}))));
    else if (value !== null && value !== undefined) value = Value.Default(schema, value);
    const valid = check.Check(value);
    // A NUL character explains itself better than the pattern or format it also breaks.
    const refused = refusedTextFields(value, part);
    if (valid && Object.keys(refused).length === 0) return { value };
    const fields = valid ? {} : collectFieldErrors(check.Errors(value), part);
    return { error: new RequestValidationError({ ...fields, ...refused }) };
  };
};
