// The notification shapes: notices, settings and the secret-link params.
import { Type } from '@sinclair/typebox';
import { USER_NOTICE_KINDS, type UserNoticeKind } from '../../notices/kinds';

export const KIND_NAMES = Object.keys(USER_NOTICE_KINDS) as UserNoticeKind[];

const Kind = Type.Union(KIND_NAMES.map((kind) => Type.Literal(kind)));

export const Notification = Type.Object(
  {
    id: Type.Integer(),
    kind: Kind,
    title: Type.String(),
    body: Type.String(),
    link: Type.Union([Type.String(), Type.Null()], { description: 'Path in the portal app.' }),
    at: Type.String({ format: 'date-time', description: 'When it was due (ISO-8601, UTC).' }),
    read: Type.Boolean(),
  },
  { additionalProperties: false },
);

export const Settings = Type.Object(
  {
    time_zone: Type.Union([Type.String(), Type.Null()], { description: "IANA zone, or null: the browser's." }),
    academy_time_zone: Type.String({ description: 'ACADEMY_TIME_ZONE: forms preview a typed moment in it; mails use it for a reader who chose no zone.' }),
    kinds: Type.Array(Type.Object({ kind: Kind, label: Type.String(), email: Type.Boolean() }, { additionalProperties: false })),
    calendar_url: Type.String({ description: 'The private calendar feed (keep it secret; a reset replaces it).' }),
  },
  { additionalProperties: false },
);

export const SettingsBody = Type.Object(
  {
    time_zone: Type.Union([Type.String({ minLength: 1, maxLength: 64 }), Type.Null()]),
    email_off: Type.Array(Kind, { maxItems: KIND_NAMES.length, uniqueItems: true, description: 'Kinds that send no e-mail.' }),
  },
  { additionalProperties: false },
);

export const UnsubscribeParams = Type.Object(
  { token: Type.String({ minLength: 43, maxLength: 43, pattern: '^[A-Za-z0-9_-]+$' }), kind: Kind },
  { additionalProperties: false },
);

export const CalendarParams = Type.Object(
  { file: Type.String({ pattern: '^[A-Za-z0-9_-]{43}\\.ics$', description: '{secret}.ics' }) },
  { additionalProperties: false },
);
