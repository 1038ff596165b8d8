// The last touches of the OpenAPI document that the route schemas cannot give: where the API
// answers, who runs it, the words of each tag and of each parameter name (a name means the same
// in every call), JSON for the errors of a call whose answer is a file, and schemas with a `title`
// named once under components.schemas. Redocly's and Spectral's rules read the result in a test.
import type { Config } from '../config';
import { ACADEMY_NAME } from '@academy/contract/rules/brand';

interface MediaType {
  schema?: Schema;
}
interface Response {
  description?: string;
  content?: Record<string, MediaType>;
}
interface Parameter {
  name: string;
  in: string;
  description?: string;
}
interface Operation {
  tags?: string[];
  parameters?: Parameter[];
  requestBody?: { content?: Record<string, MediaType> };
  responses?: Record<string, Response>;
}
type Schema = { [key: string]: unknown };

export interface GeneratedDocument {
  info: { title: string; version: string; [key: string]: unknown };
  paths?: Record<string, Record<string, Operation>>;
  components?: { schemas?: Record<string, Schema>; [key: string]: unknown };
  [key: string]: unknown;
}

const TAG_WORDS: Record<string, string> = {
  accounts: 'Signing in and out, sessions, sign-up, invitations, passwords, the profile and personal data.',
  administration: "The administrator's accounts, cohorts, invitations, approvals, audit log, public content and the academy's sign-in rules.",
  assignments: 'Work set in a course, with its due moment.',
  attendance: 'Attendance of live classes, its corrections and its sheets.',
  certificates: 'The certificate of a completed program, and its public verification.',
  courses: 'Courses of a cohort, their prerequisites and progress.',
  dashboards: "The student's and the facilitator's figures and the student list.",
  gradebook: "A facilitator's marks of a cohort, on screen and as CSV.",
  'live classes': 'Scheduled classes, their join links, recordings and calendar files.',
  notifications: 'Notices, e-mail settings, the private calendar feed and unsubscribing.',
  platform: 'Health, readiness, browser error reports and public content.',
  submissions: 'Work handed in, and its marks and feedback.',
  topics: 'The topics of a course.',
  announcements: 'Announcements and standing notes of a cohort.',
  content: 'The public site: FAQ, faculty, programs and intakes.',
  'content versions': "The FAQ's, the faculty's, the standing notes' and announcements' versions in other languages.",
  passkeys: "A person's passkeys (WebAuthn): adding, listing and removing them, and signing in with one.",
};

const PARAMETER_WORDS: Record<string, string> = {
  id: 'The id of the item the path names.',
  slug: "The item's name in its public address.",
  code: 'The verification code printed on the certificate.',
  token: 'The secret of the link the mail carried.',
  kind: 'The kind of notice.',
  file: "The private calendar feed's file name, which carries its secret.",
  cla_cohort_id: 'Only this cohort.',
  cohort_id: 'Only this cohort.',
  cla_course_id: 'Only this course.',
  cla_user_id: 'Only this person.',
  cla_live_class_id: 'Only this live class.',
  limit: 'At most this many items.',
  offset: 'Skip this many items first (the next page).',
  filter: 'What to narrow the list by.',
  filter_id: 'The id of what the filter names.',
  role: 'Only accounts of this role.',
  state: 'Only items in this state.',
  actor_id: 'Only what this person did.',
  action: 'Only this kind of action.',
  subject_type: 'Only actions on this kind of item.',
  subject_id: 'Only actions on this item (with subject_type).',
  q: 'Part of a name or e-mail address.',
  lang: "The reader's language: each item in its version in it where it has one.",
  locale: 'A language, by its code.',
  'idempotency-key': 'A key the client makes for one request; a retry with it is answered as the first time.',
};

const JSON_TYPE = 'application/json';

/** A call whose answer is a file still answers its errors in JSON. */
function errorsInJson(responses: Record<string, Response>): void {
  for (const [status, response] of Object.entries(responses)) {
    if (Number(status) < 400 || !response.content || response.content[JSON_TYPE]) continue;
    const [first] = Object.values(response.content);
    response.content = { [JSON_TYPE]: first ?? {} };
  }
}

function describeParameters(parameters: Parameter[]): void {
  for (const parameter of parameters) parameter.description ??= PARAMETER_WORDS[parameter.name.toLowerCase()];
}

/** Replaces every schema with a title by a reference to components.schemas, where it is kept once. */
function nameSchemas(value: unknown, named: Record<string, Schema>): unknown {
  if (Array.isArray(value)) return value.map((item) => nameSchemas(item, named));
  if (value === null || typeof value !== 'object') return value;
  const schema: Schema = Object.fromEntries(Object.entries(value).map(([key, item]) => [key, nameSchemas(item, named)]));
  const title = schema.title;
  if (typeof title !== 'string') return schema;
  named[title] ??= schema;
  // the same shape may be described for each answer it is in (an error's status): the name stands for the shape
  if (shapeOf(named[title]) !== shapeOf(schema)) throw new Error(`two different schemas are titled ${title}`);
  return { $ref: `#/components/schemas/${encodeURIComponent(title)}` };
}

function shapeOf({ description: _description, ...shape }: Schema): string {
  return JSON.stringify(shape);
}

function tidyOperation(operation: Operation, named: Record<string, Schema>): void {
  if (operation.responses) errorsInJson(operation.responses);
  if (operation.parameters) describeParameters(operation.parameters);
  for (const content of [operation.requestBody?.content, ...Object.values(operation.responses ?? {}).map((response) => response.content)]) {
    for (const media of Object.values(content ?? {})) if (media.schema) media.schema = nameSchemas(media.schema, named) as Schema;
  }
}

export function finishDocument(document: GeneratedDocument, config: Pick<Config, 'publicApiUrl' | 'publicAppUrl' | 'academyContactEmail'>) {
  const named: Record<string, Schema> = {};
  const used = new Set<string>();
  for (const operations of Object.values(document.paths ?? {})) {
    for (const operation of Object.values(operations)) {
      tidyOperation(operation, named);
      for (const tag of operation.tags ?? []) used.add(tag);
    }
  }
  return {
    ...document,
    info: {
      ...document.info,
      contact: { name: ACADEMY_NAME, email: config.academyContactEmail, url: config.publicAppUrl },
      license: { name: `Proprietary: ${ACADEMY_NAME}`, url: config.publicAppUrl },
    },
    servers: [{ url: config.publicApiUrl, description: `${ACADEMY_NAME} API` }],
    tags: [...used].sort().map((name) => ({ name, description: TAG_WORDS[name] ?? '' })),
    components: { ...document.components, schemas: { ...document.components?.schemas, ...named } },
  };
}
