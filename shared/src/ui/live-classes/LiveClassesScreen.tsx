import { useState, type ReactNode } from 'react';
import { useSearchParams } from 'react-router-dom';
import { listLiveClasses } from '@academy/shared/api/live-classes';
import { splitLiveClasses } from '@academy/shared/domain/live-classes';
import type { LiveClass } from '@academy/shared/domain/types';
import { todayIsoDate } from '@academy/shared/format/dates';
import { useAsyncData } from '@academy/shared/hooks/use-async-data';
import LiveClassCard from '@academy/shared/ui/live-classes/LiveClassCard';
import Tabs from '@academy/shared/ui/Tabs';
import LoadFailed from '@academy/shared/ui/LoadFailed';
import '@academy/shared/styles/forms.css';
import '@academy/shared/styles/live-classes.css';
import '@academy/shared/styles/tabs.css';

export const LIVE_CLASSES_FETCH_FAILED = 'Failed to fetch live classes. Please try again.';

type Tab = 'upcoming' | 'past';

const TABS = [
  { value: 'upcoming', label: 'Upcoming Classes' },
  { value: 'past', label: 'Past Classes' },
] as const;

const EMPTY_TEXT: Record<Tab, string> = {
  upcoming: 'No upcoming classes found.',
  past: 'No past classes found.',
};

export interface LiveClassesScreenProps {
  /** Controls above the tabs (facilitators: Schedule Live Class). */
  headerActions?: ReactNode;
  /** The role's controls on each card; `onRemoved` drops the class from the list after a delete. */
  renderActions?: (liveClass: LiveClass, onRemoved: () => void) => ReactNode;
}

function courseFilterFrom(search: URLSearchParams): number | null {
  const id = Number(search.get('course'));
  return Number.isInteger(id) && id > 0 ? id : null;
}

/**
 * /portal/events for both roles (SPEC 2.12 and 4): the caller's classes, or one course's with
 * ?course={id}, split into upcoming (today or later, soonest first) and past (latest first).
 */
export default function LiveClassesScreen({ headerActions, renderActions }: LiveClassesScreenProps) {
  const [search, setSearch] = useSearchParams();
  const courseId = courseFilterFrom(search);
  const [tab, setTab] = useState<Tab>('upcoming');
  const { state, reload, update } = useAsyncData(
    () => listLiveClasses(courseId ? { filter: 'course', filter_id: courseId } : undefined),
    LIVE_CLASSES_FETCH_FAILED,
    [courseId],
  );

  const split = state.status === 'ready' ? splitLiveClasses(state.data, todayIsoDate()) : null;
  const shown = split ? split[tab] : [];
  const courseName = state.status === 'ready' && courseId ? state.data[0]?.courseName : undefined;

  function panel() {
    if (state.status === 'loading') {
      return (
        <p role="status" className="academy-live-classes__note">
          Loading live classes...
        </p>
      );
    }
    if (state.status === 'failed') {
      return (
        <LoadFailed message={LIVE_CLASSES_FETCH_FAILED} onRetry={reload} />
      );
    }
    if (shown.length === 0) return <p className="academy-live-classes__note">{EMPTY_TEXT[tab]}</p>;
    return (
      <ul className="academy-live-classes__list">
        {shown.map((liveClass) => (
          <LiveClassCard
            key={liveClass.id}
            liveClass={liveClass}
            actions={renderActions?.(liveClass, () => update((classes) => classes.filter((c) => c.id !== liveClass.id)))}
          />
        ))}
      </ul>
    );
  }

  return (
    <section className="academy-live-classes" aria-labelledby="live-classes-title">
      <div className="academy-live-classes__header">
        <h1 id="live-classes-title">Live Classes</h1>
        {headerActions}
      </div>
      {courseId && (
        <p className="academy-live-classes__filter">
          {courseName ? `Classes of ${courseName}.` : 'Classes of one course.'}{' '}
          <button type="button" className="button button-secondary" onClick={() => setSearch({})}>
            Show all live classes
          </button>
        </p>
      )}
      <Tabs label="Live classes" tabs={TABS} selected={tab} onSelect={setTab}>
        {panel()}
      </Tabs>
    </section>
  );
}
