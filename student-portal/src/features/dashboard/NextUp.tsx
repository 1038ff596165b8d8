import { useId } from 'react';
import { Link } from 'react-router-dom';
import type { ShownQuery } from '@academy/shared/api/queries';
import type { LiveClass, NextUp as NextUpData } from '@academy/shared/domain/types';
import { describeMoment } from '@academy/contract/rules/time-zones';
import { useReaderTimeZone } from '@academy/shared/notifications/reader-zone';
import { assignmentPath, ASSIGNMENT_PATHS } from '@academy/shared/routing/assignment-routes';
import { JoinButton, joinLiveClass, joinOpensText, joinState, joinWaits } from '@academy/shared/ui/live-classes/join';
import { useNow } from '@academy/shared/hooks/use-now';
import QueryState from '@academy/shared/ui/states/QueryState';
import { useLocale, useT as useSharedT } from '@academy/shared/i18n/messages';
import { useT } from '../../i18n';

/**
 * "Next up" at the top of the student's dashboard: the next live class, work due within 7 days,
 * recently marked work; `query` is the dashboard's read, whose failure the dashboard toasts.
 */
export default function NextUp({ query: nextUp }: { query: ShownQuery<NextUpData> }) {
  const t = useT();
  const failed = t('nextUp.failed');
  // asked for beside Next up, not once its answer has come: the times wait for both
  const zone = useReaderTimeZone();
  return (
    <section className="sp-next-up" aria-labelledby="sp-next-up-title">
      <h2 id="sp-next-up-title">{t('nextUp.title')}</h2>
      <QueryState query={nextUp} loading={{ label: t('nextUp.loading'), shape: 'list' }} failed={failed}>
        {(data) => <NextUpLists data={data} zone={zone} />}
      </QueryState>
    </section>
  );
}

function NextUpLists({ data, zone }: { data: NextUpData; zone: string }) {
  const t = useT();
  const locale = useLocale();
  const when = (iso: string) => describeMoment(new Date(iso), zone, locale);
  return (
    <div className="sp-next-up__grid">
      <div className="sp-next-up__panel">
        <h3>{t('nextUp.class')}</h3>
        {data.next_class ? <NextClass liveClass={data.next_class} when={when(data.next_class.starts_at)} /> : <p>{t('nextUp.class.none')}</p>}
      </div>
      <div className="sp-next-up__panel">
        <h3>{t('nextUp.due')}</h3>
        {data.due_soon.length === 0 ? (
          <p>{t('nextUp.due.none')}</p>
        ) : (
          <ul>
            {data.due_soon.map((item) => (
              <li key={item.id}>
                {t('nextUp.due.item', {
                  name: <Link to={assignmentPath(item.id)}>{item.name}</Link>,
                  course: item.course_name,
                  due: when(item.due_at),
                })}
              </li>
            ))}
          </ul>
        )}
      </div>
      <div className="sp-next-up__panel">
        <h3>{t('nextUp.marked')}</h3>
        {data.recently_marked.length === 0 ? (
          <p>{t('nextUp.marked.none')}</p>
        ) : (
          <ul>
            {data.recently_marked.map((item) => (
              <li key={item.submission_id}>{t('nextUp.marked.item', { name: item.assignment_name, course: item.course_name, score: item.score / 100 })}</li>
            ))}
          </ul>
        )}
        <Link to={ASSIGNMENT_PATHS.submissions}>{t('nextUp.marked.all')}</Link>
      </div>
    </div>
  );
}

function NextClass({ liveClass, when }: { liveClass: LiveClass; when: string }) {
  const t = useT();
  const hintId = useId();
  const join = { t: useSharedT(), zone: useReaderTimeZone(), locale: useLocale(), student: true };
  const state = joinState(liveClass, true, useNow());
  return (
    <>
      <p>
        <strong>{liveClass.name}</strong> ({liveClass.courseName})
        <br />
        {t('nextUp.class.when', { when, minutes: liveClass.duration })}
      </p>
      {state === 'early' && liveClass.has_meeting_link && (
        <p className="sp-next-up__hint" id={hintId}>
          {joinOpensText(liveClass, join)}
        </p>
      )}
      <JoinButton waits={joinWaits(liveClass, state)} why={hintId} onClick={() => void joinLiveClass(liveClass, join)}>
        {t('liveClass.join')}
        <span className="visually-hidden"> {liveClass.name}</span>
      </JoinButton>
    </>
  );
}
