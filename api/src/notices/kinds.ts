// The kinds of notice a user gets: the contract lists them (contract/src/schemas/notices.ts); the
// database's kinds, but for those that go to no account, must be the same, either way round.
import { isUserNoticeKind, type UserNoticeKind } from '@academy/contract/schemas/notices';
import type { NoticeKind } from '../db/schema';

type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;

/** Does not compile when a kind is added to the database and not to the contract, or the reverse. */
export const KINDS_MATCH_THE_DATABASE: Same<UserNoticeKind, Exclude<NoticeKind, 'contact' | 'invitation'>> = true;

export { isUserNoticeKind, type UserNoticeKind };
