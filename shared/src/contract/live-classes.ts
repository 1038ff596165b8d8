// The /cla_live_classes shapes: the answer, the wrapped payload and the list query.
import { Type, type Static } from '@sinclair/typebox';
import { CalendarDate, ClockTime, HttpsUrl, Id, Name, TypedInZone, wrapped } from '@academy/shared/contract/common';

export const LiveClass = Type.Object(
  {
    id: Type.Integer(),
    name: Type.String(),
    date: Type.String(),
    time: Type.String({ description: 'HH:MM' }),
    starts_at: Type.String({
      description: "The moment it starts, ISO-8601 with the academy zone's offset: date and time read in ACADEMY_TIME_ZONE.",
    }),
    time_zone: Type.String({ description: 'ACADEMY_TIME_ZONE, the IANA zone date and time are read in.' }),
    duration: Type.Integer({ description: 'Minutes.' }),
    zoom_link: Type.Union([Type.String(), Type.Null()]),
    recording_url: Type.Union([Type.String(), Type.Null()], { description: 'The recording of a class that has taken place, or null.' }),
    cla_course_id: Type.Integer(),
    cohort_id: Type.Integer(),
    cohort_name: Type.String({ description: "The class's cohort, by name (the attendance picker names it)." }),
    cla_user_id: Type.Integer(),
    courseName: Type.String(),
    facilitator: Type.Union([Type.String(), Type.Null()]),
    cla_cohort_end_date: Type.Union([Type.String(), Type.Null()], {
      description: "End of the class's cohort: the latest end_date of the cohort's non-deleted courses.",
    }),
  },
  { additionalProperties: false },
);

const HttpsLink = Type.Union([HttpsUrl, Type.Null()], { description: 'An https:// address, or null.' });

export const RecordingBody = Type.Object({ recording_url: HttpsLink }, { additionalProperties: false });

export const LiveClassBody = wrapped('cla_live_class', {
  name: Name,
  date: CalendarDate,
  time: ClockTime,
  time_zone: Type.Optional(TypedInZone),
  duration: Type.Integer({ minimum: 1, maximum: 1440, description: 'Minutes.' }),
  zoom_link: HttpsLink,
  cla_course_id: Id,
  cohort_id: Id,
  cla_user_id: Type.Integer({ minimum: 1, maximum: 2_147_483_647, description: 'Must be the calling facilitator.' }),
});

export const ListFilter = Type.Union([Type.Literal('course'), Type.Literal('user'), Type.Literal('cohort')]);
export const ListQuery = Type.Object(
  {
    filter: Type.Optional(ListFilter),
    filter_id: Type.Optional(Id),
  },
  { additionalProperties: false },
);

export type LiveClass = Static<typeof LiveClass>;
