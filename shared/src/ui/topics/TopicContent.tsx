import { Fragment } from 'react';
import { appConfig } from '@academy/shared/config/app-config';
import { EMBED_PERMISSIONS, parseTopicContent, RESOURCE_LABELS, trustedPdfHosts, type ContentSegment, type Embed } from '@academy/shared/domain/embeds';

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

/** A topic description as text, plain links and embedded videos, PDFs and slides (never raw HTML). */
export default function TopicContent({ description, topicName }: { description: string; topicName: string }) {
  const segments = parseTopicContent(description, trustedPdfHosts(appConfig(), window.location.hostname));
  const titles = frameTitles(segments, topicName);
  const readings = segments.filter((segment): segment is Extract<ContentSegment, { type: 'link' }> => segment.type === 'link');
  return (
    <div className="academy-topic-content">
      <p className="academy-topic-content__text">
        {segments.map((segment, index) => {
          if (segment.type === 'text') return <TextWithBreaks key={index} text={segment.text} />;
          if (segment.type === 'link') {
            return (
              <a key={index} href={segment.href} target="_blank" rel="noopener noreferrer">
                {segment.href}
              </a>
            );
          }
          return null;
        })}
      </p>
      {segments.map((segment, index) => (segment.type === 'embed' ? <EmbedFrame key={index} embed={segment.embed} title={titles.get(segment) ?? ''} /> : null))}
      {readings.length > 0 && (
        <section className="academy-topic-content__reading" aria-label={`${RESOURCE_LABELS.reading}: ${topicName}`}>
          <h4>{RESOURCE_LABELS.reading}</h4>
          <ul>
            {readings.map((segment, index) => (
              <li key={index}>
                <a href={segment.href} target="_blank" rel="noopener noreferrer">
                  {segment.href}
                </a>
              </li>
            ))}
          </ul>
        </section>
      )}
    </div>
  );
}
