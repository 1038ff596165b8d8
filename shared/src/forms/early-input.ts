import { useEffect, useRef, useState, type RefObject } from 'react';
import { takeEarlySubmit } from '@academy/shared/forms/early-submit';
import { useHydrating } from '@academy/shared/hooks/use-hydrating';

/** Fields that differ from the page's markup, by name: the text typed, or whether a box is ticked. */
export type EarlyInput = Record<string, string | boolean>;

function changedValue(field: HTMLInputElement | HTMLTextAreaElement): string | boolean | undefined {
  if (field instanceof HTMLInputElement && field.type === 'checkbox') {
    return field.checked === field.defaultChecked ? undefined : field.checked;
  }
  return field.value === field.defaultValue ? undefined : field.value;
}

/**
 * The named fields in `container` whose value is not the one the page was rendered with. Selects
 * are left out: a prerendered one has no options yet (they come from the API).
 */
function earlyInput(container: Element): EarlyInput {
  const input: EarlyInput = {};
  for (const field of container.querySelectorAll<HTMLInputElement | HTMLTextAreaElement>('input[name], textarea[name]')) {
    const value = changedValue(field);
    if (value !== undefined) input[field.name] = value;
  }
  return input;
}

/** `values` with the text fields of `input` that it has. */
export function withEarlyText<V extends Record<string, string>>(values: V, input: EarlyInput): V {
  const typed = Object.entries(input).filter(([name, value]) => name in values && typeof value === 'string');
  return typed.length > 0 ? { ...values, ...Object.fromEntries(typed) } : values;
}

/**
 * A prerendered page shows its forms before its code runs, and a visitor can type into them then.
 * Hydrating keeps what the fields show but does not put it in the components' state, so a submit
 * would send the state's empty values and say a typed field is required. `adopt` gets those fields
 * once, as the page comes alive, to put them in the state; a form sent before that (held by
 * `holdEarlySubmits`) is sent again once the adopted values are rendered.
 */
export function useEarlyInput(containerRef: RefObject<Element | null>, adopt: (input: EarlyInput) => void): void {
  const adoptOnce = useRef(adopt);
  // a form rendered in the browser has nothing typed early, and its fields may differ from its state
  // on purpose (a preselected course whose option has not loaded yet)
  const hydrated = useRef(useHydrating());
  const [heldForm, setHeldForm] = useState<HTMLFormElement | null>(null);
  useEffect(() => {
    const container = containerRef.current;
    if (!hydrated.current || !container) return;
    const input = earlyInput(container);
    if (Object.keys(input).length > 0) adoptOnce.current(input);
    setHeldForm(takeEarlySubmit(container));
  }, [containerRef]);
  useEffect(() => heldForm?.requestSubmit(), [heldForm]);
}
