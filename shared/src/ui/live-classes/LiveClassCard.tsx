import { useId, type ReactNode } from 'react';
import type { LiveClass } from '@academy/shared/domain/types';
import { downloadFile } from '@academy/shared/api/exports';
import { readerMoment } from '@academy/contract/rules/time-zones';
import { useLocale, useT, type SharedMessageKey, type Translate } from '@academy/shared/i18n/messages';
import { useReaderTimeZone } from '@academy/shared/notifications/reader-zone';
import '@academy/shared/styles/forms.css';
import '@academy/shared/styles/live-classes.css';
import NetworkButton from '@academy/shared/ui/forms/NetworkButton';

export interface LiveClassCardProps {
  liveClass: LiveClass;
  /** The role's own controls (facilitators: Edit and Delete). */
  actions?: ReactNode;
}

/** Opens the class's meeting in a new tab, or says there is none (docs/requirements.md §2.12): `t` gives the words. */
export function joinLiveClass(zoomLink: string | null, t: Translate<SharedMessageKey>): void {
  const link = zoomLink ? safeMeetingUrl(zoomLink) : null;
  if (!link) {
    window.alert(t('liveClass.noLink'));
    return;
  }
  window.open(link, '_blank', 'noopener,noreferrer');
}

/** Only web links open: anything else (a `javascript:` URL, text) counts as no link. */
function safeMeetingUrl(value: string): string | null {
  try {
    const url = new URL(value);
    return url.protocol === 'https:' || url.protocol === 'http:' ? url.href : null;
  } catch {
    return null;
  }
}

/** A live class as both roles see it: date, time, course, facilitator, the join button and any recording. */
export default function LiveClassCard({ liveClass, actions }: LiveClassCardProps) {
  const t = useT();
  const locale = useLocale();
  const titleId = useId();
  const recording = liveClass.recording_url ? safeMeetingUrl(liveClass.recording_url) : null;
  const readerZone = useReaderTimeZone();
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
        <div className="academy-live-class__actions">
          <NetworkButton className="btn" onClick={() => joinLiveClass(liveClass.zoom_link, t)}>
            {t('liveClass.join')}
            <span className="visually-hidden"> {liveClass.name}</span>
          </NetworkButton>
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
