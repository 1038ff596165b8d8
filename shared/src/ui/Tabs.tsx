import { useId, useRef, type KeyboardEvent, type ReactNode } from 'react';
import type { SharedMessageKey, Translate } from '@academy/shared/i18n/messages';

export interface TabItem<T extends string> {
  value: T;
  label: string;
}

/** A table of tabs whose labels are messages, in the page's language. */
export function translatedTabs<T extends string>(tabs: readonly { value: T; label: SharedMessageKey }[], t: Translate<SharedMessageKey>): TabItem<T>[] {
  return tabs.map((tab) => ({ value: tab.value, label: t(tab.label) }));
}

interface TabsProps<T extends string> {
  label: string;
  tabs: readonly TabItem<T>[];
  selected: T;
  onSelect: (value: T) => void;
  children: ReactNode;
}

/** WAI-ARIA tabs: arrow keys, Home and End move between tabs; the panel follows the selection. */
export default function Tabs<T extends string>({ label, tabs, selected, onSelect, children }: TabsProps<T>) {
  const baseId = useId();
  const buttons = useRef<(HTMLButtonElement | null)[]>([]);
  const selectedIndex = Math.max(
    0,
    tabs.findIndex((tab) => tab.value === selected),
  );

  function moveTo(index: number) {
    const target = tabs[(index + tabs.length) % tabs.length];
    if (!target) return;
    onSelect(target.value);
    buttons.current[(index + tabs.length) % tabs.length]?.focus();
  }

  function onKeyDown(event: KeyboardEvent<HTMLElement>) {
    // the arrow towards the end of the line goes to the next tab: the left one in a right-to-left page
    const forward = event.currentTarget.closest('[dir]')?.getAttribute('dir') === 'rtl' ? -1 : 1;
    const moves: Record<string, number> = {
      ArrowRight: selectedIndex + forward,
      ArrowLeft: selectedIndex - forward,
      Home: 0,
      End: tabs.length - 1,
    };
    const next = moves[event.key];
    if (next === undefined) return;
    event.preventDefault();
    moveTo(next);
  }

  return (
    <div className="academy-tabs">
      <div role="tablist" aria-label={label} className="academy-tabs__list" onKeyDown={onKeyDown}>
        {tabs.map((tab, index) => (
          <button
            key={tab.value}
            ref={(element) => {
              buttons.current[index] = element;
            }}
            type="button"
            role="tab"
            id={`${baseId}-tab-${tab.value}`}
            aria-selected={index === selectedIndex}
            aria-controls={`${baseId}-panel`}
            tabIndex={index === selectedIndex ? 0 : -1}
            className="academy-tabs__tab"
            onClick={() => onSelect(tab.value)}
          >
            {tab.label}
          </button>
        ))}
      </div>
      <div role="tabpanel" id={`${baseId}-panel`} aria-labelledby={`${baseId}-tab-${tabs[selectedIndex]?.value}`} className="academy-tabs__panel">
        {children}
      </div>
    </div>
  );
}
