import { useId, type ReactNode } from 'react';
import type { LiveClass } from '@academy/shared/domain/types';
import { downloadFile } from '@academy/shared/api/exports';
import { readerMoment } from '@academy/contract/rules/time-zones';
import { useReaderTimeZone } from '@academy/shared/notifications/reader-zone';
import '@academy/shared/styles/forms.css';
import '@academy/shared/styles/live-classes.css';

export interface LiveClassCardProps {
  liveClass: LiveClass;
  /** The role's own controls (facilitators: Edit and Delete). */
  actions?: ReactNode;
}

/** Opens the class's meeting in a new tab, or says there is none (docs/requirements.md §2.12). */
export function joinLiveClass(zoomLink: string | null): void {
  const link = zoomLink ? safeMeetingUrl(zoomLink) : null;
  if (!link) {
    window.alert('Zoom link not available for this class');
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
  const titleId = useId();
  const recording = liveClass.recording_url ? safeMeetingUrl(liveClass.recording_url) : null;
  const readerZone = useReaderTimeZone();
  const moment = readerMoment(liveClass.starts_at, readerZone, liveClass.time_zone);
  const details: [string, string][] = [
    ['Date', moment.date],
    ['Time', `${moment.time} (${liveClass.duration} min)`],
    ...(moment.academyTime ? ([['Academy time', moment.academyTime]] as [string, string][]) : []),
    ['Course', liveClass.courseName],
    ['Facilitator', liveClass.facilitator || 'Not Assigned'],
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
          <button type="button" className="btn" onClick={() => joinLiveClass(liveClass.zoom_link)}>
            Join Class<span className="visually-hidden"> {liveClass.name}</span>
          </button>
          <button
            type="button"
            className="btn btn--secondary"
            onClick={() => void downloadFile('getLiveClassCalendar', { params: { id: liveClass.id } }, `live-class-${liveClass.id}.ics`)}
          >
            Add to calendar<span className="visually-hidden"> {liveClass.name}</span>
          </button>
          {recording && (
            <a className="btn btn--secondary" href={recording} target="_blank" rel="noopener noreferrer">
              Watch recording<span className="visually-hidden"> of {liveClass.name} (opens in a new tab)</span>
            </a>
          )}
          {actions}
        </div>
      </article>
    </li>
  );
}
