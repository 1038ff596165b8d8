import { useId, type ReactNode } from 'react';
import type { LiveClass } from '@academy/shared/domain/types';
import { downloadFile } from '@academy/shared/api/exports';
import { readerMoment } from '@academy/contract/rules/time-zones';
import { ROLE_IDS } from '@academy/contract/rules/roles';
import { useSessionStore } from '@academy/shared/session/store';
import { useNow } from '@academy/shared/hooks/use-now';
import { JoinButton, joinLiveClass, joinOpensText, joinState, joinWaits, lockedForNow, safeMeetingUrl } from '@academy/shared/ui/live-classes/join';
import { useLocale, useT } from '@academy/shared/i18n/messages';
import { useReaderTimeZone } from '@academy/shared/notifications/reader-zone';
import '@academy/shared/styles/forms.css';
import '@academy/shared/styles/live-classes.css';
import NetworkButton from '@academy/shared/ui/forms/NetworkButton';

export interface LiveClassCardProps {
  liveClass: LiveClass;
  /** The role's own controls (facilitators: Edit and Delete). */
  actions?: ReactNode;
}

/** A live class as both roles see it: date, time, course, facilitator, the join button and any recording. */
export default function LiveClassCard({ liveClass, actions }: LiveClassCardProps) {
  const t = useT();
  const locale = useLocale();
  const titleId = useId();
  const joinNoteId = useId();
  const recording = safeMeetingUrl(liveClass.recording_url);
  const readerZone = useReaderTimeZone();
  const student = useSessionStore((state) => state.user?.cla_role_id === ROLE_IDS.student);
  const state = joinState(liveClass, student, useNow());
  const join = { t, zone: readerZone, locale, student };
  const moment = readerMoment(liveClass.starts_at, readerZone, liveClass.time_zone, locale);
  const details: [string, string][] = [
    [t('liveClass.date'), moment.date],
    [t('liveClass.time'), t('liveClass.timeAndLength', { time: moment.time, minutes: liveClass.duration })],
    ...(moment.academyTime ? ([[t('liveClass.academyTime'), moment.academyTime]] as [string, string][]) : []),
    [t('assignments.course'), liveClass.courseName],
    [t('courses.facilitator'), liveClass.facilitator || t('liveClass.noFacilitator')],
  ];
  return (
    <li className="academy-live-class">
      <article aria-labelledby={titleId}>
        <h2 id={titleId} className="academy-live-class__title">
          {liveClass.name}
        </h2>
        <dl className="academy-live-class__details">
          {details.map(([term, value]) => (
            <div key={term} className="academy-live-class__row">
              <dt>{term}</dt>
              <dd>{value}</dd>
            </div>
          ))}
        </dl>
        <div id={joinNoteId}>
          {state === 'early' && liveClass.has_meeting_link && <p className="academy-live-class__join-note">{joinOpensText(liveClass, join)}</p>}
          {lockedForNow(liveClass, state) && <p className="academy-live-class__join-note">{t('liveClass.courseLocked')}</p>}
          {state === 'ended' && <p className="academy-live-class__join-note">{recording ? t('liveClass.endedWithRecording') : t('liveClass.ended')}</p>}
        </div>
        <div className="academy-live-class__actions">
          <JoinButton waits={joinWaits(liveClass, state)} why={joinNoteId} onClick={() => void joinLiveClass(liveClass, join)}>
            {t('liveClass.join')}
            <span className="visually-hidden"> {liveClass.name}</span>
          </JoinButton>
          <NetworkButton
            className="btn btn--secondary"
            onClick={() => void downloadFile('getLiveClassCalendar', { params: { id: liveClass.id } }, `live-class-${liveClass.id}.ics`)}
          >
            {t('liveClass.addToCalendar')}
            <span className="visually-hidden"> {liveClass.name}</span>
          </NetworkButton>
          {recording && (
            <a className="btn btn--secondary" href={recording} target="_blank" rel="noopener noreferrer">
              {t('liveClass.recording')}
              <span className="visually-hidden"> {t('liveClass.recording.of', { name: liveClass.name })}</span>
            </a>
          )}
          {actions}
        </div>
      </article>
    </li>
  );
}
