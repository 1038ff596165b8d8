// The limits a form and the API both hold. The contract's schemas read them, and so do the forms'
// maxLength, min and max: a change here reaches the field, the API's check and the OpenAPI document.

/** A mark: a whole percent (docs/requirements.md §5 and §9). */
export const SCORE = { min: 0, max: 100 } as const;

/** The most characters each kind of text may hold. */
export const TEXT_LIMITS = {
  /** a person's name, an invitation's name */
  personName: 100,
  email: 254,
  cohortName: 100,
  /** a course's, topic's, assignment's or class's name */
  name: 200,
  description: 20_000,
  feedback: 5000,
  faqQuestion: 300,
  faqAnswer: 5000,
  facultyName: 200,
  facultyTitle: 200,
  biography: 10_000,
  announcementTitle: 200,
  announcementBody: 5000,
  standingNote: 300,
  /** a certificate's verification code */
  certificateCode: 64,
  /** the name a person gives a passkey ("Phone", "Work laptop") */
  passkeyName: 60,
} as const;

/** A new password's length: the API holds both ends, the forms check the shortest with it. */
export const PASSWORD_LENGTH = { min: 8, max: 128 } as const;

/** A live class's length in minutes: from a minute to a day. */
export const CLASS_MINUTES = { min: 1, max: 1440 } as const;

/** A weekly series of live classes: how many weeks it may run ("Repeat weekly for N weeks"). */
export const REPEAT_WEEKS = { min: 2, max: 52 } as const;

/**
 * The students a screen shows at a time (the student list, the gradebook): the page each asks the
 * API for (limit), and what `npm run bench` measures against the aims.
 */
export const STUDENT_PAGE = 50;

/** The rows an administration list gives at a time (accounts, the audit log): the API's default limit, and each screen's page. */
export const ADMIN_PAGE = 100;
