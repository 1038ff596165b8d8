import { Fragment, useState, type ReactNode } from 'react';
import { appConfig } from '@academy/shared/config/app-config';
import { EMBED_PERMISSIONS, parseTopicContent, trustedPdfHosts, type ContentSegment, type Embed, type EmbedKind } from '@academy/shared/domain/embeds';
import { useOnline } from '@academy/shared/hooks/use-online';
import { useDataSaver } from '@academy/shared/offline/data-saver';
import { directionOf } from '@academy/shared/i18n/locale';
import { useLocale, useT, type SharedMessageKey, type Translate } from '@academy/shared/i18n/messages';
import '@academy/shared/styles/topic-content.css';

function TextWithBreaks({ text }: { text: string }) {
  const lines = text.split('\n');
  return (
    <>
      {lines.map((line, index) => (
        <Fragment key={index}>
          {index > 0 && <br />}
          {line}
        </Fragment>
      ))}
    </>
  );
}

/** docs/requirements.md §2.7: each embed's label, the fixed resource label with the kind where Lecture Notes can be both. */
const EMBED_LABELS: Record<EmbedKind, SharedMessageKey> = { video: 'topics.embed.video', slides: 'topics.embed.slides', pdf: 'topics.embed.pdf' };

/** The link beside each embed, for a browser that shows the frame blank (most phones, for a PDF). */
const EMBED_OPEN_TEXT: Record<EmbedKind, SharedMessageKey> = { video: 'topics.open.video', slides: 'topics.open.slides', pdf: 'topics.open.pdf' };

/**
 * Where the frame would be, at its height: offline it says the frame needs a connection; with
 * data saver on, a video waits for a tap before its player loads.
 */
function EmbedStandIn({ embed, children }: { embed: Embed; children: ReactNode }) {
  return (
    <div className="academy-embed__stand-in" style={{ minHeight: `${embed.height}px` }}>
      {children}
    </div>
  );
}

function EmbedFrame({ embed, title }: { embed: Embed; title: string }) {
  const t = useT();
  const online = useOnline();
  const dataSaver = useDataSaver();
  const [tapped, setTapped] = useState(false);
  const { sandbox, allow } = EMBED_PERMISSIONS[embed.kind];
  const waitsForTap = dataSaver && embed.kind === 'video' && !tapped;
  return (
    <figure className="academy-embed" data-embed-kind={embed.kind}>
      <figcaption className="academy-embed__label">{t(EMBED_LABELS[embed.kind])}</figcaption>
      {!online ? (
        <EmbedStandIn embed={embed}>
          <p role="status">{t('offline.needsNetwork')}</p>
        </EmbedStandIn>
      ) : waitsForTap ? (
        <EmbedStandIn embed={embed}>
          <p>{t('topics.embed.saver')}</p>
          <button type="button" className="btn btn--secondary" onClick={() => setTapped(true)}>
            {t('topics.embed.load')}
            <span className="visually-hidden"> {title}</span>
          </button>
        </EmbedStandIn>
      ) : (
        /* https links of the allowlisted kinds and hosts only (shared/src/domain/embeds.ts) */
        <iframe
          src={embed.src}
          title={title}
          height={embed.height}
          width="100%"
          loading="lazy"
          sandbox={sandbox}
          allow={allow}
          referrerPolicy="strict-origin-when-cross-origin"
          style={{ height: `${embed.height}px`, border: 0 }}
        />
      )}
      <a className="academy-embed__open" href={embed.href} target="_blank" rel="noopener noreferrer">
        {t(EMBED_OPEN_TEXT[embed.kind])}
        <span className="visually-hidden"> {t('topics.open.newTab', { title })}</span>
      </a>
    </figure>
  );
}

function frameTitles(segments: ContentSegment[], topicName: string, t: Translate<SharedMessageKey>): Map<ContentSegment, string> {
  const seen = new Map<EmbedKind, number>();
  const titles = new Map<ContentSegment, string>();
  for (const segment of segments) {
    if (segment.type !== 'embed') continue;
    const { kind } = segment.embed;
    const count = (seen.get(kind) ?? 0) + 1;
    seen.set(kind, count);
    titles.set(segment, t('topics.frameTitle', { label: `${t(EMBED_LABELS[kind])}${count > 1 ? ` ${count}` : ''}`, topic: topicName }));
  }
  return titles;
}

/** Text and plain links between two embeds: one paragraph of the description. */
type Inline = Exclude<ContentSegment, { type: 'embed' }>;

/** The description's segments in reading order, the text and links between embeds grouped in paragraphs. */
function blocksOf(segments: ContentSegment[]): (Inline[] | Extract<ContentSegment, { type: 'embed' }>)[] {
  const blocks: (Inline[] | Extract<ContentSegment, { type: 'embed' }>)[] = [];
  for (const segment of segments) {
    if (segment.type === 'embed') blocks.push(segment);
    else if (Array.isArray(blocks[blocks.length - 1])) (blocks[blocks.length - 1] as Inline[]).push(segment);
    else blocks.push([segment]);
  }
  return blocks;
}

function Paragraph({ segments }: { segments: Inline[] }) {
  const t = useT();
  // the label is in the page's language, the paragraph in its author's: each runs its own way
  const labelDirection = directionOf(useLocale());
  if (segments.every((segment) => segment.type === 'text' && !segment.text.trim())) return null;
  return (
    <p className="academy-topic-content__text" dir="auto">
      {segments.map((segment, index) =>
        segment.type === 'text' ? (
          <TextWithBreaks key={index} text={segment.text} />
        ) : (
          <Fragment key={index}>
            <span className="academy-topic-content__kind" dir={labelDirection}>
              {t('topics.reading')}
            </span>{' '}
            <a href={segment.href} target="_blank" rel="noopener noreferrer" dir="ltr">
              {segment.href}
            </a>
          </Fragment>
        ),
      )}
    </p>
  );
}

/**
 * A topic description as text, plain links (Additional Reading) and embedded videos, PDFs and
 * slides, each where its link was, each embed with a link to open it (never raw HTML).
 */
export default function TopicContent({ description, topicName }: { description: string; topicName: string }) {
  const segments = parseTopicContent(description, trustedPdfHosts(appConfig(), window.location.hostname));
  const t = useT();
  const titles = frameTitles(segments, topicName, t);
  return (
    <div className="academy-topic-content">
      {blocksOf(segments).map((block, index) =>
        Array.isArray(block) ? <Paragraph key={index} segments={block} /> : <EmbedFrame key={index} embed={block.embed} title={titles.get(block) ?? ''} />,
      )}
    </div>
  );
}
