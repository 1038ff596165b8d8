import type { ReactNode } from 'react';
import type { Announcement } from '@academy/shared/domain/types';
import { formatLongDate } from '@academy/shared/format/dates';
import { useLocale, useT } from '@academy/shared/i18n/messages';
import LinkifiedText from '@academy/shared/ui/announcements/LinkifiedText';
import { ORIGINAL_CONTENT_LOCALE } from '@academy/contract/rules/content-languages';
import '@academy/shared/styles/announcements.css';

/** Announcements as posted: title, pinned mark, text with clickable links, who and until when. */
export default function AnnouncementList({ announcements, actions }: { announcements: Announcement[]; actions?: (announcement: Announcement) => ReactNode }) {
  const t = useT();
  const locale = useLocale();
  return (
    <ul className="announcement-list">
      {announcements.map((a) => (
        <li key={a.id} className="card announcement">
          {/* its direction the title's, as the body's below: an English announcement on an Arabic page stands where its text does */}
          <h3 className="announcement__title" lang={a.lang ?? ORIGINAL_CONTENT_LOCALE} dir="auto">
            {a.title}{' '}
            {a.pinned && (
              <span className="badge badge--info" lang={locale}>
                {t('announcements.pinned')}
              </span>
            )}
          </h3>
          <p className="announcement__body" lang={a.lang ?? ORIGINAL_CONTENT_LOCALE} dir="auto">
            <LinkifiedText text={a.body} />
          </p>
          <p className="announcement__meta">
            {a.ends_on ? t('announcements.byUntil', { author: a.author_name, day: formatLongDate(a.ends_on, locale) ?? a.ends_on }) : a.author_name}
          </p>
          {actions?.(a)}
        </li>
      ))}
    </ul>
  );
}
