import { isApiError } from '@academy/shared/api/client';

export const NO_RESPONSE_MESSAGE = 'No response from server. Please check your internet connection.';

interface ErrorBody {
  error?: unknown;
  errors?: unknown;
}

/**
 * The product's word for each field the API names in `errors`: the screen says "The cohort is not
 * one of the cohorts assigned to you.", never "cla_cohort_id: ...". A field missing here reads as
 * "A value", so no field name reaches the screen.
 */
const FIELD_WORDS: Record<string, string> = {
  name: 'name',
  fullName: 'name',
  email: 'e-mail address',
  phone_number: 'phone number',
  whatsapp: 'WhatsApp number',
  birthday: 'birthday',
  password: 'password',
  password_confirmation: 'password confirmation',
  current_password: 'current password',
  cla_role_id: 'role',
  role: 'role',
  cla_cohort_id: 'cohort',
  cohort_id: 'cohort',
  cla_course_id: 'course',
  course_id: 'course',
  cla_user_id: 'student',
  cla_assignment_id: 'assignment',
  description: 'description',
  start_date: 'start date',
  end_date: 'end date',
  due_date: 'due date',
  date: 'date',
  time: 'time',
  duration: 'duration',
  zoom_link: 'meeting link',
  recording_url: 'recording link',
  download_link: 'link to the work',
  score: 'mark',
  feedback: 'feedback',
  category: 'category',
  title: 'title',
  body: 'text',
  message: 'message',
  question: 'question',
  answer: 'answer',
  bio: 'biography',
  time_zone: 'time zone',
  records: 'attendance list',
  status: 'attendance',
  facilitator_ids: 'choice of facilitators',
  ids: 'order',
  ends_on: 'end date',
  token: 'link',
};

function capitalised(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}

/** One field's messages as a sentence: 'cla_cohort_id', ['is not a known cohort'] -> 'The cohort is not a known cohort.' */
export function fieldErrorSentence(field: string, messages: unknown): string {
  const word = FIELD_WORDS[field] ?? FIELD_WORDS[field.split('.').pop() ?? ''];
  const subject = word ? `The ${word}` : 'A value';
  const text = (Array.isArray(messages) ? messages : [messages]).map(String).join(' and ');
  const sentence = `${subject} ${text}`;
  return capitalised(/[.!?]$/.test(sentence) ? sentence : `${sentence}.`);
}

function joinFieldErrors(errors: Record<string, unknown>): string {
  return Object.entries(errors)
    .map(([field, messages]) => fieldErrorSentence(field, messages))
    .join('\n');
}

/**
 * docs/requirements.md §8 form error rule: the response's error string if present, else its errors object as
 * one line per field, written as a sentence in the product's words (docs/product-decisions.md), else
 * (no response at all) the no-response text; otherwise `fallback`.
 */
export function errorMessage(error: unknown, fallback: string): string {
  if (!isApiError(error)) return fallback;
  if (!error.response) return NO_RESPONSE_MESSAGE;
  const body = (error.response.data ?? {}) as ErrorBody;
  if (typeof body.error === 'string' && body.error.trim()) return body.error;
  if (body.errors && typeof body.errors === 'object' && Object.keys(body.errors).length > 0) {
    return joinFieldErrors(body.errors as Record<string, unknown>);
  }
  return fallback;
}
