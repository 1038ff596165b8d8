// Request validation with TypeBox's compiler: bodies are checked as sent (no type coercion, unknown
// properties refused), query strings and params are converted from text first ('5' -> 5).
// A failure becomes a RequestValidationError carrying { field: [messages] } for the 400 answer.
import { FormatRegistry, type TSchema } from '@sinclair/typebox';
import { TypeCompiler, type TypeCheck } from '@sinclair/typebox/compiler';
import { Value, ValueErrorType, type ValueError } from '@sinclair/typebox/value';
import type { FastifySchemaCompiler } from 'fastify';
import { isTimeZone } from '../lib/time-zones';
import { unambiguousUrl } from './links';

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

/**
 * Exactly one address: one @, a dot in the domain, and none of the characters that separate or
 * quote addresses in a mail header (so a value never becomes a list of recipients).
 */
export const SINGLE_EMAIL_ADDRESS = /^[^\s@,;:<>()[\]\\"]+@[^\s@,;:<>()[\]\\"]+\.[^\s@,;:<>()[\]\\".]+$/;

export function registerFormats(): void {
  if (!FormatRegistry.Has('email')) FormatRegistry.Set('email', (v) => SINGLE_EMAIL_ADDRESS.test(v));
  if (!FormatRegistry.Has('date')) FormatRegistry.Set('date', isCalendarDate);
  // 'HH:MM' (seconds allowed)
  if (!FormatRegistry.Has('time')) FormatRegistry.Set('time', (v) => /^([01]\d|2[0-3]):[0-5]\d(:[0-5]\d)?$/.test(v));
  if (!FormatRegistry.Has('uri')) FormatRegistry.Set('uri', (v) => isWebUrl(v, ['http:', 'https:']));
  if (!FormatRegistry.Has('https-uri')) FormatRegistry.Set('https-uri', (v) => isWebUrl(v, ['https:']));
  if (!FormatRegistry.Has('time-zone')) FormatRegistry.Set('time-zone', isTimeZone);
}

const FORMAT_NAMES: Record<string, string> = {
  email: 'e-mail address',
  date: 'date (YYYY-MM-DD)',
  time: 'time (HH:MM)',
  uri: 'web address starting with http:// or https://',
  'time-zone': 'time zone such as Africa/Lagos',
};

function describe(error: ValueError): string {
  const schema = error.schema as Record<string, unknown>;
  switch (error.type) {
    case ValueErrorType.ObjectRequiredProperty:
      return 'is required';
    case ValueErrorType.ObjectAdditionalProperties:
      return 'is not allowed';
    case ValueErrorType.StringMinLength:
      return schema.minLength === 1 ? 'must not be empty' : `is too short (minimum is ${String(schema.minLength)} characters)`;
    case ValueErrorType.StringMaxLength:
      return `is too long (maximum is ${String(schema.maxLength)} characters)`;
    case ValueErrorType.StringFormat:
      if (schema.format === 'https-uri') {
        const plain = /^https:\/\//i.test(String(error.value));
        return plain ? 'must be a plain web address: no user name or password, spaces or backslashes' : 'must be a web address starting with https://';
      }
      return `must be a valid ${FORMAT_NAMES[String(schema.format)] ?? String(schema.format)}`;
    case ValueErrorType.StringPattern:
      return typeof schema.description === 'string' ? `must be ${schema.description}` : 'is not in the expected form';
    case ValueErrorType.String:
      return 'must be text';
    case ValueErrorType.Integer:
      return 'must be a whole number';
    case ValueErrorType.Number:
      return 'must be a number';
    case ValueErrorType.Boolean:
      return 'must be true or false';
    case ValueErrorType.IntegerMinimum:
    case ValueErrorType.NumberMinimum:
      return `must be at least ${String(schema.minimum)}`;
    case ValueErrorType.IntegerMaximum:
    case ValueErrorType.NumberMaximum:
      return `must be at most ${String(schema.maximum)}`;
    case ValueErrorType.Object:
      return 'must be an object';
    case ValueErrorType.Array:
      return 'must be a list';
    case ValueErrorType.Literal:
      return `must be ${JSON.stringify(schema.const)}`;
    case ValueErrorType.Union: {
      // `X or null` given something else: what X needs says more than "the wrong type".
      const branches = error.errors.map((branch) => branch.First()).filter((inner) => inner !== undefined && inner.type !== ValueErrorType.Null);
      if (branches.length === 1 && error.value !== null && typeof error.value === typeof branches[0]!.value) return describe(branches[0]!);
      const options = (schema.anyOf as Record<string, unknown>[] | undefined)
        ?.map((option) => ('const' in option ? JSON.stringify(option.const) : option.type === 'null' ? 'null' : null))
        .filter((option): option is string => option !== null);
      return options && options.length === (schema.anyOf as unknown[]).length ? `must be one of ${options.join(', ')}` : 'has the wrong type';
    }
    case ValueErrorType.Null:
      return 'must be null';
    default:
      return error.message;
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
  constructor(readonly fieldErrors: Record<string, string[]>) {
    super('Some fields are missing or invalid.');
  }
}

function collectFieldErrors(errors: Iterable<ValueError>, part: string): Record<string, string[]> {
  const fields: Record<string, string[]> = {};
  for (const error of errors) {
    const field = fieldName(error.path, part);
    const message = describe(error);
    const list = (fields[field] ??= []);
    if (!list.includes(message)) list.push(message);
    if (Object.keys(fields).length >= 50) break;
  }
  // A missing field also fails its type check; saying it is required is enough.
  for (const field of Object.keys(fields)) {
    if (fields[field]!.includes('is required')) fields[field] = ['is required'];
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

const REFUSED_TEXT_MESSAGE = 'must not contain a NUL character (\\u0000)';
const BROKEN_TEXT_MESSAGE = 'holds a broken character (half of a pair that makes one character); please type it again';

/** Why PostgreSQL would refuse this text (NUL; a lone surrogate, which cannot be written as UTF-8), or null. */
function refusedText(text: string): string | null {
  if (text.includes('\0')) return REFUSED_TEXT_MESSAGE;
  return /\p{Surrogate}/u.test(text) ? BROKEN_TEXT_MESSAGE : null;
}

/** Fields holding text PostgreSQL would refuse, as field errors ({} when none). */
function refusedTextFields(value: unknown, part: string, path = ''): Record<string, string[]> {
  if (typeof value === 'string') {
    const refused = refusedText(value);
    return refused ? { [fieldName(path, part)]: [refused] } : {};
  }
  if (typeof value !== 'object' || value === null) return {};
  const fields: Record<string, string[]> = {};
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
