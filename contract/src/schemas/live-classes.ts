// The /cla_live_classes calls and their shapes: the answer, the wrapped payload and the list query.
import { Type, type Static } from '@sinclair/typebox';
import { CalendarDate, ClockTime, HttpsUrl, Id, IdParams, Name, NoContent, TypedInZone, wrapped } from '@academy/contract/schemas/common';
import { endpoint } from '@academy/contract/endpoint';
import { CLASS_MINUTES, REPEAT_WEEKS } from '@academy/contract/rules/limits';

export const LiveClass = Type.Object(
  {
    id: Type.Integer(),
    name: Type.String(),
    date: Type.String(),
    time: Type.String({ description: 'HH:MM' }),
    starts_at: Type.String({
      description: "The moment it starts, ISO-8601 with the academy zone's offset; date and time are the same moment in ACADEMY_TIME_ZONE.",
    }),
    time_zone: Type.String({ description: 'ACADEMY_TIME_ZONE, the IANA zone date and time are read in.' }),
    typed_time_zone: Type.String({ description: 'The IANA zone its facilitator typed it in (a weekly series repeats at that wall-clock time there).' }),
    series_id: Type.Union([Type.Integer(), Type.Null()], { description: 'The id of the first class of its weekly series, or null for a single class.' }),
    duration: Type.Integer({ description: 'Minutes.' }),
    zoom_link: Type.Union([Type.String(), Type.Null()], {
      description: 'Students get it only while Join is open (join_opens_at to join_closes_at) and their course is open; null otherwise.',
    }),
    has_meeting_link: Type.Boolean({ description: 'The class has a meeting link (withheld from students outside its join window).' }),
    course_locked: Type.Boolean({
      description:
        "The class's course is locked for the student asking (not started, or its prerequisite not done): its links come when it opens. False for staff.",
    }),
    join_opens_at: Type.String({
      format: 'date-time',
      description: 'When Join opens: JOIN_OPENS_MINUTES_BEFORE (15 by default) minutes before starts_at. ISO-8601, UTC.',
    }),
    join_closes_at: Type.String({ format: 'date-time', description: 'When Join closes: the end of the class. ISO-8601, UTC.' }),
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

const LIVE_CLASS_FIELDS = {
  name: Name,
  date: CalendarDate,
  time: ClockTime,
  time_zone: Type.Optional(TypedInZone),
  duration: Type.Integer({ minimum: CLASS_MINUTES.min, maximum: CLASS_MINUTES.max, description: 'Minutes.' }),
  zoom_link: HttpsLink,
  cla_course_id: Id,
  cohort_id: Id,
  cla_user_id: Type.Integer({ minimum: 1, maximum: 2_147_483_647, description: 'Must be the calling facilitator.' }),
};

export const LiveClassBody = wrapped('cla_live_class', {
  ...LIVE_CLASS_FIELDS,
  repeat_weeks: Type.Optional(
    Type.Integer({
      minimum: REPEAT_WEEKS.min,
      maximum: REPEAT_WEEKS.max,
      description:
        'A weekly series: this many classes, one a week from date, each at time in time_zone (its daylight-saving changes ' +
        'respected), sharing a series_id. Left out: one class.',
    }),
  ),
});

export const ApplyTo = Type.Union([Type.Literal('this'), Type.Literal('following')], {
  description:
    "A class of a weekly series: `this` (default) changes this class only; `following` changes it and the series' later " +
    'classes not cancelled: the same name, course, cohort, duration and link, moved by the same wall-clock change.',
});

export const LiveClassUpdateBody = wrapped('cla_live_class', { ...LIVE_CLASS_FIELDS, apply_to: Type.Optional(ApplyTo) });

export const ListFilter = Type.Union([Type.Literal('course'), Type.Literal('user'), Type.Literal('cohort')]);
export const ListQuery = Type.Object(
  {
    filter: Type.Optional(ListFilter),
    filter_id: Type.Optional(Id),
  },
  { additionalProperties: false },
);

export type LiveClass = Static<typeof LiveClass>;
export type LiveClassBody = Static<typeof LiveClassBody>;
export type LiveClassUpdateBody = Static<typeof LiveClassUpdateBody>;
export type ListQuery = Static<typeof ListQuery>;

/** A class of today as the attendance screens pick it. */
export const TodayClass = Type.Object(
  {
    id: Type.Integer(),
    name: Type.String(),
    date: Type.String(),
    starts_at: Type.String({ description: "The moment it starts, ISO-8601 in UTC: the screens show it in the reader's zone." }),
    cla_cohort_id: Type.Integer(),
  },
  { additionalProperties: false },
);
export type TodayClass = Static<typeof TodayClass>;

export const LIVE_CLASS_ENDPOINTS = {
  listLiveClasses: endpoint({
    method: 'GET',
    path: '/cla_live_classes',
    access: 'signed-in',
    query: ListQuery,
    response: { 200: Type.Array(LiveClass) },
    errors: [403, 404],
  }),
  listTodayClasses: endpoint({
    method: 'GET',
    path: '/cla_live_classes/today_classes',
    access: ['facilitator'],
    response: { 200: Type.Object({ live_classes: Type.Array(TodayClass) }) },
  }),
  getLiveClassCalendar: endpoint({
    method: 'GET',
    path: '/cla_live_classes/:id/calendar.ics',
    access: 'signed-in',
    params: IdParams,
    response: { 200: Type.String() },
    errors: [404],
  }),
  createLiveClass: endpoint({
    method: 'POST',
    path: '/cla_live_classes',
    access: ['facilitator'],
    body: LiveClassBody,
    response: { 201: LiveClass },
    errors: [404, 422],
    idempotent: true,
  }),
  updateLiveClass: endpoint({
    method: 'PUT',
    path: '/cla_live_classes/:id',
    access: ['facilitator'],
    params: IdParams,
    body: LiveClassUpdateBody,
    response: { 200: LiveClass },
    errors: [404],
  }),
  setLiveClassRecording: endpoint({
    method: 'PUT',
    path: '/cla_live_classes/:id/recording',
    access: ['facilitator'],
    params: IdParams,
    body: RecordingBody,
    response: { 200: LiveClass },
    errors: [404],
  }),
  deleteLiveClass: endpoint({
    method: 'DELETE',
    path: '/cla_live_classes/:id',
    access: ['facilitator'],
    params: IdParams,
    response: { 204: NoContent },
    errors: [404],
  }),
};
