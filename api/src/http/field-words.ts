// The product's word for each field the API names in `errors`, so the `error` sentence sent beside
// them reads "The cohort is not one of the cohorts assigned to you.", never "cla_cohort_id: ...".
// A field missing here reads as "A value": no field name reaches a person.
export const FIELD_WORDS: Record<string, string> = {
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
  cla_live_class_id: 'live class',
  cla_assignment_id: 'assignment',
  facilitator_id: 'facilitator',
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
function fieldErrorSentence(field: string, messages: string[]): string {
  const word = FIELD_WORDS[field] ?? FIELD_WORDS[field.split('.').pop() ?? ''];
  const sentence = `${word ? `The ${word}` : 'A value'} ${messages.join(' and ')}`;
  return capitalised(/[.!?]$/.test(sentence) ? sentence : `${sentence}.`);
}

/** The `error` of a 400 with field messages: one sentence per field, one field a line. */
export function fieldErrorsSentence(fields: Record<string, string[]>): string {
  const lines = Object.entries(fields).map(([field, messages]) => fieldErrorSentence(field, messages));
  return lines.length > 0 ? lines.join('\n') : 'Some values are not valid.';
}
