import { useId, useState, type ReactNode } from 'react';
import type { Topic } from '@academy/shared/domain/types';
import TopicContent from '@academy/shared/ui/topics/TopicContent';
import '@academy/shared/styles/courses.css';
import EmptyState from '@academy/shared/ui/states/EmptyState';
import { useT } from '@academy/shared/i18n/messages';

interface TopicListProps {
  topics: readonly Topic[];
  /** The role's own controls for a topic (a facilitator's edit and delete). */
  renderTopicActions?: (topic: Topic) => ReactNode;
}

function TopicItem({ topic, actions }: { topic: Topic; actions: ReactNode }) {
  const [open, setOpen] = useState(false);
  const panelId = useId();
  return (
    <li className="academy-topic">
      <div className="academy-topic__header">
        <h3 className="academy-topic__title">
          <button type="button" className="academy-topic__toggle" aria-expanded={open} aria-controls={panelId} onClick={() => setOpen((shown) => !shown)}>
            <span aria-hidden="true" className="academy-topic__chevron">
              {open ? '▾' : '▸'}
            </span>
            {topic.name}
          </button>
        </h3>
        {actions && <div className="academy-topic__actions">{actions}</div>}
      </div>
      <div id={panelId} className="academy-topic__body" hidden={!open}>
        {open && <TopicContent description={topic.description} topicName={topic.name} />}
      </div>
    </li>
  );
}

/** A course's topics; each expands to its content with embeds (docs/requirements.md §2.7). */
export default function TopicList({ topics, renderTopicActions }: TopicListProps) {
  const t = useT();
  if (topics.length === 0) {
    // the one with a topic's controls is the one who adds them
    const hint = renderTopicActions ? t('courses.topics.none.addHint', { add: t('portal.form.addTopic') }) : t('courses.topics.none.hint');
    return <EmptyState title={t('courses.topics.none')} hint={hint} />;
  }
  return (
    <ul className="academy-topics">
      {topics.map((topic) => (
        <TopicItem key={topic.id} topic={topic} actions={renderTopicActions?.(topic)} />
      ))}
    </ul>
  );
}
