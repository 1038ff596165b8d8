import { useId, useRef, useState } from 'react';
import { Link } from 'react-router-dom';
import { useEndpoint, useEndpointMutation } from '@academy/shared/api/queries';
import type { Notification, NotificationList } from '@academy/contract/schemas/notices';
import { isLocale, writtenIn, type Locale } from '@academy/contract/rules/locales';
import { readerMoment } from '@academy/contract/rules/time-zones';
import { useReaderTimeZone } from '@academy/shared/notifications/reader-zone';
import { useFocusTrap } from '@academy/shared/hooks/use-focus-trap';
import { useLocale, useT } from '@academy/shared/i18n/messages';
import '@academy/shared/styles/notifications.css';

const REFRESH_MS = 60_000;

/** A notice's `lang` and `dir`; its own letters decide for one kept on the device by a release that did not say its language. */
function noticeLanguage(lang: Locale | undefined): { lang?: Locale; dir: 'ltr' | 'rtl' | 'auto' } {
  return isLocale(lang) ? writtenIn(lang) : { dir: 'auto' };
}

/** The portal's bell: the unread count, and the list of notices (open one to mark it read). */
export default function NotificationBell() {
  const t = useT();
  const [open, setOpen] = useState(false);
  const notices = useEndpoint('listNotifications', {}, { refetchInterval: REFRESH_MS });
  const read = useEndpointMutation('markNotificationRead', { invalidates: ['listNotifications'] });
  const panelId = useId();
  const data = notices.data ?? null;

  function markRead(notice: Notification) {
    if (!notice.read) read.mutate({ params: { id: notice.id } });
  }

  const unread = data?.unread ?? 0;
  return (
    <div className="notification-bell">
      <button type="button" className="notification-bell__button" aria-expanded={open} aria-controls={panelId} onClick={() => setOpen((value) => !value)}>
        <svg className="notification-bell__icon" aria-hidden="true" focusable="false" viewBox="0 0 24 24" width="20" height="20">
          <path
            fill="none"
            stroke="currentColor"
            strokeWidth="2"
            strokeLinecap="round"
            strokeLinejoin="round"
            d="M6 8a6 6 0 0 1 12 0c0 7 3 9 3 9H3s3-2 3-9M10.3 21a1.94 1.94 0 0 0 3.4 0"
          />
        </svg>
        <span className="visually-hidden">{t('notices.title')}</span>
        {unread > 0 && (
          <span className="notification-bell__count">
            {unread}
            <span className="visually-hidden"> {t('notices.unread', { count: unread })}</span>
          </span>
        )}
      </button>
      {open && <NotificationPanel id={panelId} data={data} failed={notices.isError} onRead={markRead} onClose={() => setOpen(false)} />}
    </div>
  );
}

interface NotificationPanelProps {
  id: string;
  data: NotificationList | null;
  failed: boolean;
  onRead: (notice: Notification) => void;
  onClose: () => void;
}

/**
 * The open list: inside the screen at any width, focus kept in it until Escape, a link followed
 * or the bell closes it, then back on the bell. Each notice links to what it is about.
 */
function NotificationPanel({ id, data, failed, onRead, onClose }: NotificationPanelProps) {
  // read when the list opens: the bell alone does not ask for the reader's settings
  const zone = useReaderTimeZone();
  const t = useT();
  const locale = useLocale();
  const panelRef = useRef<HTMLElement>(null);
  const onKeyDown = useFocusTrap(panelRef, { onEscape: onClose });
  return (
    <section id={id} ref={panelRef} className="notification-bell__panel" aria-label={t('notices.title')} tabIndex={-1} onKeyDown={onKeyDown}>
      <div className="notification-bell__head">
        <h2 className="notification-bell__title">{t('notices.title')}</h2>
        <button type="button" className="btn btn--secondary notification-bell__close" onClick={onClose}>
          {t('notices.close')}
          <span className="visually-hidden"> {t('notices.close.what')}</span>
        </button>
      </div>
      {!data && !failed && <p className="skeleton">{t('notices.loading')}</p>}
      {failed && <p role="alert">{t('notices.failed')}</p>}
      {data && data.notifications.length === 0 && <p className="empty-state">{t('notices.none')}</p>}
      {data && data.notifications.length > 0 && (
        <ul className="notification-bell__list">
          {data.notifications.map((notice) => (
            <li key={notice.id} className={notice.read ? 'notification' : 'notification notification--unread'}>
              <details onToggle={(event) => event.currentTarget.open && onRead(notice)}>
                <summary>
                  {!notice.read && <span className="visually-hidden">{t('notices.unreadMark')} </span>}
                  {/* kept in the language it was written in, which may not be the page's: its direction
                      is that language's, not its first letter's (an Arabic sentence may start with an English name) */}
                  <span {...noticeLanguage(notice.lang)}>{notice.title}</span>
                  <span className="notification__time"> {readerMoment(notice.at, zone, zone, locale).date}</span>
                </summary>
                <p className="notification__body" {...noticeLanguage(notice.lang)}>
                  {notice.body}
                </p>
                {notice.link && (
                  <Link to={notice.link} onClick={onClose} aria-label={t('notices.open.label', { title: notice.title })}>
                    {t('notices.open')}
                  </Link>
                )}
              </details>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
