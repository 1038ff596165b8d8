import { Type, type Static } from '@sinclair/typebox';
import { CalendarDate, Description, Id, Name, wrapped } from '@academy/shared/contract/common';

export const CourseCategory = Type.Union([Type.Literal('program'), Type.Literal('extra')]);

export const Course = Type.Object(
  {
    id: Type.Integer(),
    name: Type.String(),
    description: Type.String(),
    locked: Type.Boolean({
      description:
        'Students only (always false for facilitators): true while today (academy time zone) is before start_date, or, ' +
        'for a program course, while the student has not completed the previous program course of the cohort (by ' +
        'start_date). Completed = the course ended (end_date < today) and the student submitted every assignment of it.',
    }),
    category: CourseCategory,
    cla_cohort_id: Type.Integer(),
    start_date: Type.String(),
    end_date: Type.String(),
    cla_user_id: Type.Integer({ description: 'The owning facilitator.' }),
    facilitator: Type.Union([Type.String(), Type.Null()], { description: "The owning facilitator's name." }),
    topics: Type.Integer(),
    assignments: Type.Integer({ description: 'Non-deleted assignments.' }),
    liveClasses: Type.Integer({ description: 'Non-deleted live classes.' }),
    pendingLiveClasses: Type.Integer({ description: 'Live classes dated today or later.' }),
  },
  { additionalProperties: false },
);

export const CourseBody = wrapped('cla_course', {
  name: Name,
  description: Description,
  cla_cohort_id: Id,
  start_date: CalendarDate,
  end_date: CalendarDate,
  cla_user_id: Type.Integer({ minimum: 1, maximum: 2_147_483_647, description: 'Must be the calling facilitator.' }),
  category: Type.Optional(Type.Union([Type.Literal('program'), Type.Literal('extra')], { default: 'program' })),
});

export const CourseListQuery = Type.Object(
  {
    cohort_id: Type.Optional(Id),
    cla_user_id: Type.Optional(Id),
  },
  { additionalProperties: false },
);

export type CourseCategory = Static<typeof CourseCategory>;
export type Course = Static<typeof Course>;
export type CourseBody = Static<typeof CourseBody>;
