// /cla_live_classes: list (with an explicit filter kind), today's classes, create, update, soft delete.
import { idempotently } from '../../http/idempotency';
import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { Static } from '@sinclair/typebox';
import { fieldErrors, notFound } from '../../http/errors';
import { route } from '../../http/route';
import { storedLink } from '../../http/links';
import { currentUser } from '../../plugins/auth';
import type { ListFilter } from '@academy/contract/schemas/live-classes';
import { routeOwnedDelete } from '../delete-owned-route';
import { instantIn, wallClockIn } from '../../lib/time-zones';
import { movedAlike, weeklyMoments } from '../../lib/class-series';
import { calendarClasses, calendarContext, liveClassCalendar, plainText } from '../../notices/calendar';
import { readerLocale } from '../../i18n/messages';
import { accountLocale } from '../../accounts/users';
import { noticeLiveClassChange, type LiveClassChange } from '../../notices/live-class-notices';
import {
  classesOn,
  classMoment,
  findLiveClasses,
  insertLiveClasses,
  liveClassAnswer,
  setLiveClassRecording,
  softDeleteLiveClass,
  updateLiveClass,
  type JoinClock,
  type LiveClassFilter,
} from '../../queries/live-classes';
import {
  academyToday,
  courseVisible,
  mustBeApproved,
  mustBeOwn,
  ownedCourse,
  ownedLaterInSeries,
  ownedLiveClass,
  type Viewer,
  visibleCourse,
} from '../../queries/scope';

const ONLY_YOURSELF = 'You can only name yourself as the facilitator of a live class.';

type LiveClassInput = { date: string; zoom_link: string | null; cohort_id: number; cla_user_id: number };

function checkInput(input: LiveClassInput, me: Viewer): void {
  mustBeOwn(input.cla_user_id, me.id, ONLY_YOURSELF, 'only_yourself_live_class');
}

const liveClassRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.addHook('preHandler', mustBeApproved);

  const zone = app.config.academyTimeZone;
  const joinClock = (): JoinClock => ({ now: app.clock.now(), academyTimeZone: zone, minutesBefore: app.config.joinOpensMinutesBefore });
  const listLiveClasses = async (viewer: Viewer, filter?: LiveClassFilter, db: Kysely<DB> = app.db) =>
    (await findLiveClasses(db, viewer, academyToday(app.config), joinClock(), filter)).map((row) => liveClassAnswer(row, zone));

  const loadLiveClass = async (viewer: Viewer, id: number, db: Kysely<DB> = app.db) => {
    const [liveClass] = await listLiveClasses(viewer, { id }, db);
    if (!liveClass) throw notFound('Live class');
    return liveClass;
  };

  /** The zone a class is typed in: the facilitator's own, else the academy's. */
  const typedZone = (input: { time_zone?: string }) => input.time_zone ?? zone;

  /** The columns of a class's moment: the instant, the zone it was typed in, and its date and time in the academy's zone. */
  const momentColumns = (startsAt: Date, typedTimeZone: string) => ({ starts_at: startsAt, typed_time_zone: typedTimeZone, ...wallClockIn(startsAt, zone) });

  /**
   * Tells the cohort of a change to class `id`: a class moved alone gives the start it had
   * (`movedFrom`); a series made or moved, the classes that change made or moved (`seriesIds`).
   */
  const tell = (trx: typeof app.db, id: number, change: LiveClassChange, told: { movedFrom?: Date; seriesIds?: number[] } = {}) =>
    noticeLiveClassChange(trx, id, change, {
      academyTimeZone: zone,
      now: app.clock.now(),
      joinOpensMinutesBefore: app.config.joinOpensMinutesBefore,
      ...told,
    });

  /** What a filter_id sent alone stands for: a course of the caller's, else a facilitator's own id, else a cohort. */
  const impliedFilter = async (me: Viewer, filterId: number | undefined): Promise<Static<typeof ListFilter>> => {
    if (filterId !== undefined && (await courseVisible(app.db, filterId, me))) return 'course';
    if (me.role === 'facilitator' && (filterId === undefined || filterId === me.id)) return 'user';
    return 'cohort';
  };

  route(
    app,
    'listLiveClasses',
    {
      summary: 'Live classes',
      description:
        "filter_id alone: the course id if it is a course in the caller's scope, else the caller's own user id for a " +
        'facilitator, else a cohort id. filter (an extension) says which one filter_id is: `course` (a course in the ' +
        "caller's scope, else 404), `user` (must be the caller, else 403: a facilitator's own classes, a student's " +
        "cohort's classes) or `cohort` (a student: must be their own cohort, else 403; a facilitator: their own " +
        "classes for that cohort). Neither: a facilitator's own classes, a student's cohort's classes. Deleted " +
        'classes and classes of deleted courses are left out. Sorted by date and time.',
      tags: ['live classes'],
    },
    async (request) => {
      const me = currentUser(request);
      const filterId = request.query.filter_id;
      const filter = request.query.filter ?? (await impliedFilter(me, filterId));
      if (filter === 'user') {
        mustBeOwn(filterId, me.id, 'You can only list your own live classes.', 'only_own_live_classes');
        return listLiveClasses(me);
      }
      if (filter === 'cohort') {
        if (me.role === 'student') {
          mustBeOwn(filterId, me.cohortId, 'You can only see the live classes of your own cohort.', 'only_own_cohort_live_classes');
          return listLiveClasses(me);
        }
        return listLiveClasses(me, filterId === undefined ? {} : { cohortId: filterId });
      }
      if (filterId === undefined) throw fieldErrors({ filter_id: ['required_with_course_filter'] });
      await visibleCourse(app.db, filterId, me);
      return listLiveClasses(me, { courseId: filterId });
    },
  );

  route(
    app,
    'listTodayClasses',
    {
      summary: "Today's classes of the caller's courses",
      description:
        "Facilitators only: the non-deleted classes of their own courses dated today in the academy's time zone " +
        '(ACADEMY_TIME_ZONE, default UTC), for the attendance screens.',
      tags: ['live classes'],
    },
    async (request) => {
      const me = currentUser(request);
      const rows = await classesOn(app.db, me, academyToday(app.config));
      return { live_classes: rows };
    },
  );

  route(
    app,
    'getLiveClassCalendar',
    {
      summary: 'One live class as an iCalendar file ("Add to calendar")',
      description: "A class in the caller's scope (else 404); the event has the same UID as in the calendar feed.",
      tags: ['live classes'],
      produces: ['text/calendar'],
    },
    async (request, reply) => {
      const viewer = currentUser(request);
      const [liveClass] = await calendarClasses(app.db, viewer, academyToday(app.config), joinClock(), request.params.id);
      if (!liveClass) throw notFound('Live class');
      const locale = readerLocale(await accountLocale(app.db, viewer.id));
      return reply
        .type('text/calendar; charset=utf-8')
        .header('content-disposition', `attachment; filename="live-class-${liveClass.id}.ics"`)
        .send(liveClassCalendar(plainText(liveClass.name), [liveClass], calendarContext(app.config, locale)));
    },
  );

  const courseCohortMustMatch = (course: { cohort_id: number }, cohortId: number) => {
    if (course.cohort_id !== cohortId) throw fieldErrors({ cohort_id: ['not_course_cohort'] });
  };

  route(
    app,
    'createLiveClass',
    {
      summary: 'Schedule a live class',
      description:
        'Only the owning facilitator of the course (else 404). cla_user_id must be the caller (403); cohort_id must ' +
        "be the course's cohort (400); zoom_link is an https:// address or null (400). The cohort's students are " +
        "told, and reminded one hour before it starts. date and time are read in time_zone (the facilitator's own " +
        'zone; ACADEMY_TIME_ZONE when left out): 19:00 typed in Africa/Lagos starts at 18:00Z. With repeat_weeks: a ' +
        'weekly series of that many classes at the same wall-clock time in time_zone, sharing a series_id; the answer ' +
        'is the first class, the cohort is told once and reminded before each.',
      tags: ['live classes'],
    },
    async (request, reply) => {
      const me = currentUser(request);
      const input = request.body.cla_live_class;
      checkInput(input, me);
      const { status, answer } = await idempotently(app.db, 'createLiveClass', request, me.id, app.clock.now(), async (trx) => {
        const course = await ownedCourse(trx, input.cla_course_id, me.id);
        courseCohortMustMatch(course, input.cohort_id);
        const typedTimeZone = typedZone(input);
        const ids = await insertLiveClasses(
          trx,
          weeklyMoments(input, typedTimeZone, input.repeat_weeks ?? 1).map((startsAt) => ({
            course_id: input.cla_course_id,
            cohort_id: input.cohort_id,
            owner_id: me.id,
            name: input.name.trim(),
            ...momentColumns(startsAt, typedTimeZone),
            duration: input.duration,
            zoom_link: storedLink(input.zoom_link),
          })),
        );
        // one notice for the series; a reminder before each of its classes
        const told: LiveClassChange = ids.length > 1 ? 'seriesScheduled' : 'scheduled';
        for (const [index, id] of ids.entries()) await tell(trx, id, index === 0 ? told : 'changed', { seriesIds: ids });
        return { status: 201, answer: await loadLiveClass(me, ids[0]!, trx) };
      });
      return reply.code(status).send(answer);
    },
  );

  route(
    app,
    'updateLiveClass',
    {
      summary: 'Update a live class',
      description:
        'Only the owning facilitator of its course and of the course it moves to (else 404); rules as the create. ' +
        'Recorded attendance is kept. A new date or time tells the cohort and moves their reminders. apply_to ' +
        "`following` on a class of a weekly series changes the series' later classes too, each moved by the same " +
        'wall-clock change in time_zone, and the cohort is told once what the series now is; each changed class gets a ' +
        'higher SEQUENCE in the calendar feed.',
      tags: ['live classes'],
    },
    async (request) => {
      const me = currentUser(request);
      const input = request.body.cla_live_class;
      checkInput(input, me);
      await app.db.transaction().execute(async (trx) => {
        const before = await ownedLiveClass(trx, request.params.id, me.id);
        const course = await ownedCourse(trx, input.cla_course_id, me.id);
        courseCohortMustMatch(course, input.cohort_id);
        const old = await classMoment(trx, request.params.id);
        const typedTimeZone = typedZone(input);
        const following = input.apply_to === 'following' && old.series_id !== null ? await ownedLaterInSeries(trx, old.series_id, old.starts_at, me.id) : [];
        const changes = [
          { ...old, cohort_id: before.cohort_id, startsAt: instantIn(input.date, input.time, typedTimeZone) },
          ...following.map((later) => ({
            ...later,
            startsAt: movedAlike(later, wallClockIn(old.starts_at, old.typed_time_zone), input, typedTimeZone),
          })),
        ];
        for (const change of changes) {
          await updateLiveClass(trx, change.id, {
            course_id: input.cla_course_id,
            cohort_id: input.cohort_id,
            name: input.name.trim(),
            ...momentColumns(change.startsAt, typedTimeZone),
            duration: input.duration,
            zoom_link: storedLink(input.zoom_link),
          });
        }
        // a series changed with its later classes is told once, as the series it now is
        for (const [index, change] of changes.entries()) {
          const moved = change.starts_at.getTime() !== change.startsAt.getTime() || change.cohort_id !== input.cohort_id;
          const told = following.length === 0 ? 'moved' : index === 0 ? 'seriesMoved' : 'changed';
          await tell(trx, change.id, moved ? told : 'changed', { movedFrom: change.starts_at, seriesIds: changes.map(({ id }) => id) });
        }
      });
      return loadLiveClass(me, request.params.id);
    },
  );

  route(
    app,
    'setLiveClassRecording',
    {
      summary: "Set or clear a past class's recording link",
      description:
        'Only the owning facilitator of its course (else 404), once the class has started (else 400). ' +
        'recording_url is an https:// address, or null to remove it. Students see it under Past Classes.',
      tags: ['live classes'],
    },
    async (request) => {
      const me = currentUser(request);
      const recording_url = storedLink(request.body.recording_url);
      await ownedLiveClass(app.db, request.params.id, me.id);
      const liveClass = await loadLiveClass(me, request.params.id);
      if (new Date(liveClass.starts_at) > app.clock.now()) {
        throw fieldErrors({ recording_url: ['class_not_held_yet'] });
      }
      await setLiveClassRecording(app.db, request.params.id, recording_url);
      return { ...liveClass, recording_url };
    },
  );

  routeOwnedDelete(
    app,
    'deleteLiveClass',
    {
      summary: 'Cancel a live class (soft delete)',
      description:
        'Only the owning facilitator of its course (else 404). The attendance recorded for it is kept. The cohort is ' +
        'told it is cancelled; reminders not yet sent are withdrawn.',
      tags: ['live classes'],
    },
    async (trx, id, facilitatorId) => {
      await ownedLiveClass(trx, id, facilitatorId);
      await softDeleteLiveClass(trx, id);
      await tell(trx, id, 'cancelled');
    },
  );
};

export default liveClassRoutes;
