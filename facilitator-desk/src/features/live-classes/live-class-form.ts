// docs/requirements.md §5: every field of the live class form is required; duration in whole minutes, the link an https URL.
import type { LiveClassBody, LiveClassUpdateBody } from '@academy/contract/schemas/live-classes';
import { CLASS_MINUTES, REPEAT_WEEKS } from '@academy/contract/rules/limits';
import type { LiveClass } from '@academy/shared/domain/types';
import { wallClockIn } from '@academy/contract/rules/time-zones';
import { httpsUrlError } from '@academy/shared/forms/http-url';
import { compactErrors, requiredError, type FieldErrors } from '@academy/shared/forms/validation';
import { deskTranslate, fieldName, nameError, type CheckedField } from '../../i18n';

export type LiveClassFormField = 'cla_course_id' | 'name' | 'date' | 'time' | 'duration' | 'zoom_link' | 'cohort_id' | 'repeat_weeks';

/** Editing a class of a weekly series: it alone, or it and the series' later classes. */
export type ApplyTo = NonNullable<LiveClassUpdateBody['cla_live_class']['apply_to']>;

export type LiveClassFormValues = Record<LiveClassFormField, string>;

/** Fields in the order they appear, so the first invalid one gets the focus. */
export const LIVE_CLASS_FIELD_ORDER: LiveClassFormField[] = ['cla_course_id', 'name', 'date', 'time', 'duration', 'zoom_link', 'cohort_id', 'repeat_weeks'];

/** The fields' names in the form's checks (`check.field`'s cases). */
const LABELS: Record<Exclude<LiveClassFormField, 'repeat_weeks'>, CheckedField> = {
  cla_course_id: 'course',
  name: 'className',
  date: 'date',
  time: 'time',
  duration: 'duration',
  zoom_link: 'zoomLink',
  cohort_id: 'cohort',
};

/** The fields' labels on the form: message keys. */
export const LIVE_CLASS_LABELS = {
  cla_course_id: 'liveClassForm.course',
  name: 'liveClassForm.name',
  date: 'liveClassForm.date',
  time: 'liveClassForm.time',
  duration: 'liveClassForm.duration',
  zoom_link: 'liveClassForm.zoomLink',
  cohort_id: 'profile.cohort',
  repeat_weeks: 'liveClassForm.repeatWeeks',
} as const satisfies Record<LiveClassFormField, string>;

/** The form's values; an edited class's start as it reads in `zone`, where the facilitator types. */
export function initialLiveClassValues(liveClass: LiveClass | null, courseId: number | null, zone: string): LiveClassFormValues {
  if (liveClass) {
    const starts = wallClockIn(new Date(liveClass.starts_at), zone);
    return {
      cla_course_id: String(liveClass.cla_course_id),
      name: liveClass.name,
      date: starts.date,
      time: starts.time,
      duration: String(liveClass.duration),
      zoom_link: liveClass.zoom_link ?? '',
      cohort_id: String(liveClass.cohort_id),
      repeat_weeks: '',
    };
  }
  return { cla_course_id: courseId ? String(courseId) : '', name: '', date: '', time: '', duration: '', zoom_link: '', cohort_id: '', repeat_weeks: '' };
}

function durationError(value: string): string | null {
  const minutes = value.trim();
  if (!minutes) return null;
  return /^\d+$/.test(minutes) && Number(minutes) >= CLASS_MINUTES.min && Number(minutes) <= CLASS_MINUTES.max
    ? null
    : deskTranslate('check.duration', { min: CLASS_MINUTES.min, max: CLASS_MINUTES.max });
}

/** Optional: left empty, one class; else a whole number of weeks in REPEAT_WEEKS. */
function repeatWeeksError(value: string): string | null {
  const weeks = value.trim();
  if (!weeks) return null;
  return /^\d+$/.test(weeks) && Number(weeks) >= REPEAT_WEEKS.min && Number(weeks) <= REPEAT_WEEKS.max
    ? null
    : deskTranslate('check.repeatWeeks', { min: REPEAT_WEEKS.min, max: REPEAT_WEEKS.max });
}

export function validateLiveClass(values: LiveClassFormValues): FieldErrors<LiveClassFormField> {
  const required = (field: keyof typeof LABELS) => requiredError(values[field], fieldName(LABELS[field]));
  return compactErrors<LiveClassFormField>({
    cla_course_id: required('cla_course_id'),
    name: nameError(values.name, LABELS.name),
    date: required('date'),
    time: required('time'),
    duration: required('duration') ?? durationError(values.duration),
    zoom_link: required('zoom_link') ?? httpsUrlError(values.zoom_link, 'meeting'),
    cohort_id: required('cohort_id'),
    repeat_weeks: repeatWeeksError(values.repeat_weeks),
  });
}

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * How many classes of the weekly series the form describes fall on a day after `courseEnd` (the
 * course's last day, 'YYYY-MM-DD'): the first on the date typed, then one a week; 0 for one class
 * or a form not yet filled in.
 */
export function classesAfterCourseEnd({ date, repeat_weeks }: Pick<LiveClassFormValues, 'date' | 'repeat_weeks'>, courseEnd: string): number {
  const weeks = repeat_weeks.trim();
  const first = Date.parse(`${date}T00:00:00Z`);
  const end = Date.parse(`${courseEnd}T00:00:00Z`);
  if (!weeks || repeatWeeksError(weeks) || Number.isNaN(first) || Number.isNaN(end)) return 0;
  const onOrBefore = first > end ? 0 : Math.floor((end - first) / (7 * DAY_MS)) + 1;
  return Math.max(0, Number(weeks) - onOrBefore);
}

/** `zone`: the one the date and time were typed in. A number of weeks makes a weekly series. */
export function liveClassPayload(values: LiveClassFormValues, userId: number, zone: string): LiveClassBody['cla_live_class'] {
  const weeks = values.repeat_weeks.trim();
  return {
    ...fieldsOf(values, userId, zone),
    ...(weeks ? { repeat_weeks: Number(weeks) } : {}),
  };
}

/** An edit; `applyTo` matters for a class of a series only. */
export function liveClassUpdatePayload(values: LiveClassFormValues, userId: number, zone: string, applyTo: ApplyTo): LiveClassUpdateBody['cla_live_class'] {
  return { ...fieldsOf(values, userId, zone), apply_to: applyTo };
}

function fieldsOf(values: LiveClassFormValues, userId: number, zone: string) {
  return {
    name: values.name.trim(),
    date: values.date,
    time: values.time,
    time_zone: zone,
    duration: Number(values.duration),
    zoom_link: values.zoom_link.trim(),
    cla_course_id: Number(values.cla_course_id),
    cohort_id: Number(values.cohort_id),
    cla_user_id: userId,
  };
}
