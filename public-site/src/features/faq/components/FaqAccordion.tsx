import { useState } from 'react';
import type { FaqItem } from '@academy/shared/domain/types';
import { splitParagraphs } from '@academy/shared/format/paragraphs';
import { contentLang } from '../../../app/use-page-language';
import './FaqAccordion.css';

/**
 * docs/requirements.md §2.3: only one answer is open at a time; opening another closes the first.
 * Each question and its answer carry the language they are written in (`lang`).
 */
export default function FaqAccordion({ items }: { items: readonly FaqItem[] }) {
  const [openId, setOpenId] = useState<number | null>(null);

  return (
    <div className="ps-faq">
      {/* a browser that runs no scripts cannot open an answer: every answer is shown instead (the prerendered page only) */}
      <noscript>
        <style>{'.ps-faq__answer[hidden]{display:block}.ps-faq__marker{display:none}'}</style>
      </noscript>
      {items.map((item) => {
        const open = item.id === openId;
        const buttonId = `ps-faq-question-${item.id}`;
        const panelId = `ps-faq-answer-${item.id}`;
        return (
          <div key={item.id} className={open ? 'ps-faq__item ps-faq__item--open' : 'ps-faq__item'} {...contentLang(item)} dir="auto">
            <h2 className="ps-faq__question">
              <button
                id={buttonId}
                type="button"
                className="ps-faq__button"
                aria-expanded={open}
                aria-controls={panelId}
                onClick={() => setOpenId(open ? null : item.id)}
              >
                <span>{item.question}</span>
                <span className="ps-faq__marker" aria-hidden="true" />
              </button>
            </h2>
            <div id={panelId} role="region" aria-labelledby={buttonId} className="ps-faq__answer" hidden={!open}>
              {splitParagraphs(item.answer).map((paragraph, index) => (
                <p key={index}>{paragraph}</p>
              ))}
            </div>
          </div>
        );
      })}
    </div>
  );
}
