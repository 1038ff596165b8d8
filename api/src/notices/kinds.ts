// The kinds of notice a user gets, in the words Profile and the unsubscribe page use.
import type { NoticeKind } from '../db/schema';

export type UserNoticeKind = Exclude<NoticeKind, 'contact' | 'invitation'>;

export const USER_NOTICE_KINDS: Record<UserNoticeKind, string> = {
  class_scheduled: 'A live class is scheduled',
  class_moved: 'A live class is moved',
  class_cancelled: 'A live class is cancelled',
  class_reminder: 'One hour before a live class',
  assignment_posted: 'A new assignment is posted',
  assignment_due: 'An assignment is due in 24 hours and not yet submitted',
  work_marked: 'Your work is marked',
  work_submitted: "A student hands in or replaces work on your course (one mail for a class's hand-ins)",
};

export function isUserNoticeKind(value: string): value is UserNoticeKind {
  return Object.hasOwn(USER_NOTICE_KINDS, value);
}
