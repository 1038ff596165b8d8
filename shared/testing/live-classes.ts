/** `LiveClass` fixtures for the front ends' unit tests: `import { liveClassFixture } from '@academy/shared/testing/live-classes'`. */
import type { LiveClass } from '@academy/shared/domain/types';

/**
 * Week 1 session of Servant Leadership on 23 November 2026 at 08:00, with no link, recording or facilitator (Join
 * opens 15 minutes before, closes at the end; a `zoom_link` given makes `has_meeting_link` true);
 * `overrides` replace any field. The academy zone is UTC, so `starts_at` is the date and time read there.
 */
export function liveClassFixture(overrides: Partial<LiveClass> = {}): LiveClass {
  const date = overrides.date ?? '2026-11-23';
  const time = overrides.time ?? '08:00';
  const start = Date.parse(`${date}T${time}:00Z`);
  const duration = overrides.duration ?? 60;
  return {
    id: 5,
    name: 'Week 1 session',
    date,
    time,
    starts_at: `${date}T${time}:00Z`,
    time_zone: 'UTC',
    typed_time_zone: 'UTC',
    series_id: null,
    duration,
    zoom_link: null,
    has_meeting_link: overrides.zoom_link !== undefined && overrides.zoom_link !== null,
    course_locked: false,
    join_opens_at: new Date(start - 15 * 60_000).toISOString(),
    join_closes_at: new Date(start + duration * 60_000).toISOString(),
    recording_url: null,
    cla_course_id: 1,
    cohort_id: 1,
    cohort_name: 'Cohort 1',
    cla_user_id: 9,
    courseName: 'Servant Leadership',
    facilitator: null,
    cla_cohort_end_date: null,
    ...overrides,
  };
}
