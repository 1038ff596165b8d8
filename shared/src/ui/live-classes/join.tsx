// Pressing Join: a student's meeting opens only while the class's join window is open (the API
// withholds the link outside it); before it, and after the end without a recording, the button is
// unavailable and the card says why; after the end it opens the recording. Staff open the meeting
// at any time. A class without a link keeps the requirements' alert (docs/requirements.md §2.12).
import type { LiveClass } from '@academy/shared/domain/types';
import { call } from '@academy/shared/api/call';
import { describeMoment } from '@academy/contract/rules/time-zones';
import { joinStateAt, type JoinState } from '@academy/contract/rules/join-window';
import type { SharedMessageKey, Translate } from '@academy/shared/i18n/messages';
import NetworkButton from '@academy/shared/ui/forms/NetworkButton';
import type { ReactNode } from 'react';

export interface JoinContext {
  t: Translate<SharedMessageKey>;
  /** The reader's zone and language: when Join opens is said there, the zone named. */
  zone: string;
  locale: string;
  /** A student is held to the join window; staff are not. */
  student: boolean;
  now?: Date;
}

/** Only web links open: anything else (a `javascript:` URL, text) counts as no link. */
export function safeMeetingUrl(value: string | null): string | null {
  if (!value) return null;
  try {
    const url = new URL(value);
    return url.protocol === 'https:' || url.protocol === 'http:' ? url.href : null;
  } catch {
    return null;
  }
}

/** Where the class stands for Join: always open for staff. */
export function joinState(liveClass: Pick<LiveClass, 'join_opens_at' | 'join_closes_at'>, student: boolean, now = new Date()): JoinState {
  return student ? joinStateAt(liveClass, now) : 'open';
}

/** "Join opens at Thu 26 Nov 2026, 10:45 UTC+1 (Europe/Berlin)." in the reader's zone and language. */
export function joinOpensText(liveClass: Pick<LiveClass, 'join_opens_at'>, { t, zone, locale }: Pick<JoinContext, 't' | 'zone' | 'locale'>): string {
  return t('liveClass.joinOpensAt', { when: describeMoment(new Date(liveClass.join_opens_at), zone, locale) });
}

/** The class's link as the API gives it now (a list read before Join opened holds none). */
async function currentLink(liveClass: LiveClass): Promise<string | null> {
  const classes = await call('listLiveClasses', { query: { filter: 'course', filter_id: liveClass.cla_course_id } });
  return classes.find((c) => c.id === liveClass.id)?.zoom_link ?? null;
}

/** The class's course is not open to the student, and that still matters: once the class has ended, that it has is what counts. */
export function lockedForNow(liveClass: Pick<LiveClass, 'course_locked'>, state: JoinState): boolean {
  return liveClass.course_locked && state !== 'ended';
}

/**
 * Join can open nothing now, for a reason the card already says: the meeting's window is not open
 * yet, the course is not open to the student, or the class has ended without a recording. A class
 * without a link is not one of them: its button keeps the requirements' alert.
 */
export function joinWaits(liveClass: Pick<LiveClass, 'course_locked' | 'has_meeting_link' | 'recording_url'>, state: JoinState): boolean {
  if (state === 'ended') return safeMeetingUrl(liveClass.recording_url) === null;
  return lockedForNow(liveClass, state) || (state === 'early' && liveClass.has_meeting_link);
}

/** The Join button: unavailable while Join can open nothing, read with the note that says why (`why`: its id). */
export function JoinButton({ waits, why, onClick, children }: { waits: boolean; why: string; onClick: () => void; children: ReactNode }) {
  return (
    <NetworkButton className="btn" disabled={waits} {...(waits && { 'aria-describedby': why })} onClick={onClick}>
      {children}
    </NetworkButton>
  );
}

/** Opens `url` in a new tab without access to the portal. */
function openApart(url: string): void {
  window.open(url, '_blank', 'noopener,noreferrer');
}

/** What pressing Join does (see the file's head). */
export async function joinLiveClass(liveClass: LiveClass, context: JoinContext): Promise<void> {
  const { t, student } = context;
  const state = joinState(liveClass, student, context.now);
  if (joinWaits(liveClass, state)) return;
  const recording = state === 'ended' ? safeMeetingUrl(liveClass.recording_url) : null;
  if (recording) {
    openApart(recording);
    return;
  }
  if (!liveClass.has_meeting_link) {
    window.alert(t('liveClass.noLink'));
    return;
  }
  if (liveClass.zoom_link !== null) {
    const known = safeMeetingUrl(liveClass.zoom_link);
    if (known) openApart(known);
    else window.alert(t('liveClass.noLink'));
    return;
  }
  // The tab opens now, while the press still counts as the reader's, and goes to the meeting once the API answers.
  const tab = window.open('', '_blank');
  const link = safeMeetingUrl(await currentLink(liveClass).catch(() => null));
  if (!tab) {
    if (link) openApart(link);
    return;
  }
  tab.opener = null;
  if (link) tab.location.replace(link);
  else {
    tab.close();
    window.alert(t('liveClass.noLink'));
  }
}
