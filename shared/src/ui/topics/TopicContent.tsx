import { Fragment } from 'react';
import { appConfig } from '@academy/shared/config/app-config';
import {
  EMBED_OPEN_TEXT,
  EMBED_PERMISSIONS,
  parseTopicContent,
  RESOURCE_LABELS,
  trustedPdfHosts,
  type ContentSegment,
  type Embed,
} from '@academy/shared/domain/embeds';
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

function EmbedFrame({ embed, title }: { embed: Embed; title: string }) {
  const { sandbox, allow } = EMBED_PERMISSIONS[embed.kind];
  return (
    <figure className="academy-embed" data-embed-kind={embed.kind}>
      <figcaption className="academy-embed__label">{embed.label}</figcaption>
      {/* https links of the allowlisted kinds and hosts only (shared/src/domain/embeds.ts) */}
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
      <a className="academy-embed__open" href={embed.href} target="_blank" rel="noopener noreferrer">
        {EMBED_OPEN_TEXT[embed.kind]}
        <span className="visually-hidden"> ({title}, opens in a new tab)</span>
      </a>
    </figure>
  );
}

function frameTitles(segments: ContentSegment[], topicName: string): Map<ContentSegment, string> {
  const seen = new Map<string, number>();
  const titles = new Map<ContentSegment, string>();
  for (const segment of segments) {
    if (segment.type !== 'embed') continue;
    const count = (seen.get(segment.embed.label) ?? 0) + 1;
    seen.set(segment.embed.label, count);
    titles.set(segment, `${segment.embed.label}${count > 1 ? ` ${count}` : ''}: ${topicName}`);
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
  if (segments.every((segment) => segment.type === 'text' && !segment.text.trim())) return null;
  return (
    <p className="academy-topic-content__text">
      {segments.map((segment, index) =>
        segment.type === 'text' ? (
          <TextWithBreaks key={index} text={segment.text} />
        ) : (
          <Fragment key={index}>
            <span className="academy-topic-content__kind">{RESOURCE_LABELS.reading}: </span>
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
  const titles = frameTitles(segments, topicName);
  return (
    <div className="academy-topic-content">
      {blocksOf(segments).map((block, index) =>
        Array.isArray(block) ? <Paragraph key={index} segments={block} /> : <EmbedFrame key={index} embed={block.embed} title={titles.get(block) ?? ''} />,
      )}
    </div>
  );
}
