import { Link } from 'react-router-dom';
import { useEndpoint } from '@academy/shared/api/queries';
import { joinOpen, JOIN_OPENS_MINUTES_BEFORE } from '@academy/shared/domain/live-classes';
import type { LiveClass, NextUp as NextUpData } from '@academy/shared/domain/types';
import { describeMoment } from '@academy/contract/rules/time-zones';
import { useReaderTimeZone } from '@academy/shared/notifications/reader-zone';
import { assignmentPath, ASSIGNMENT_PATHS } from '@academy/shared/routing/assignment-routes';
import { joinLiveClass } from '@academy/shared/ui/live-classes/LiveClassCard';
import QueryState from '@academy/shared/ui/states/QueryState';

const NEXT_UP_FAILED = 'Failed to fetch what is next for you';

/** "Next up" at the top of the student's dashboard: the next live class, work due within 7 days, recently marked work. */
export default function NextUp() {
  const nextUp = useEndpoint('getNextUp', {}, { failureToast: NEXT_UP_FAILED });
  // asked for beside Next up, not once its answer has come: the times wait for both
  const zone = useReaderTimeZone();
  return (
    <section className="sp-next-up" aria-labelledby="sp-next-up-title">
      <h2 id="sp-next-up-title">Next up</h2>
      <QueryState query={nextUp} loading={{ label: 'Loading what is next...', shape: 'list' }} failed={NEXT_UP_FAILED}>
        {(data) => <NextUpLists data={data} zone={zone} />}
      </QueryState>
    </section>
  );
}

function NextUpLists({ data, zone }: { data: NextUpData; zone: string }) {
  const when = (iso: string) => describeMoment(new Date(iso), zone);
  return (
    <div className="sp-next-up__grid">
      <div className="sp-next-up__panel">
        <h3>Next live class</h3>
        {data.next_class ? <NextClass liveClass={data.next_class} when={when(data.next_class.starts_at)} /> : <p>No live class is scheduled yet.</p>}
      </div>
      <div className="sp-next-up__panel">
        <h3>Due in the next 7 days</h3>
        {data.due_soon.length === 0 ? (
          <p>Nothing is due in the next 7 days.</p>
        ) : (
          <ul>
            {data.due_soon.map((item) => (
              <li key={item.id}>
                <Link to={assignmentPath(item.id)}>{item.name}</Link> ({item.course_name}): due {when(item.due_at)}
              </li>
            ))}
          </ul>
        )}
      </div>
      <div className="sp-next-up__panel">
        <h3>Recently marked</h3>
        {data.recently_marked.length === 0 ? (
          <p>No work was marked in the last two weeks.</p>
        ) : (
          <ul>
            {data.recently_marked.map((item) => (
              <li key={item.submission_id}>
                {item.assignment_name} ({item.course_name}): {item.score}%
              </li>
            ))}
          </ul>
        )}
        <Link to={ASSIGNMENT_PATHS.submissions}>All marked work</Link>
      </div>
    </div>
  );
}

function NextClass({ liveClass, when }: { liveClass: LiveClass; when: string }) {
  const open = joinOpen(liveClass, new Date());
  return (
    <>
      <p>
        <strong>{liveClass.name}</strong> ({liveClass.courseName})
        <br />
        {when}, {liveClass.duration} min
      </p>
      {open ? (
        <button type="button" className="btn" onClick={() => joinLiveClass(liveClass.zoom_link)}>
          Join Class<span className="visually-hidden"> {liveClass.name}</span>
        </button>
      ) : (
        <p className="sp-next-up__hint">Join opens {JOIN_OPENS_MINUTES_BEFORE} minutes before the class starts.</p>
      )}
    </>
  );
}
