import { useT } from '@academy/shared/i18n/messages';

/** Past this share of its limit, a field says how much of it is used. */
const NEAR_LIMIT = 0.9;

/**
 * '4,990 of 5,000 characters' once `value` nears `maxLength`: the browser cuts what is typed or
 * pasted there without a word.
 */
export function useLengthNote(value: unknown, maxLength: number | undefined): string | null {
  const t = useT();
  const count = typeof value === 'string' ? value.length : 0;
  return maxLength !== undefined && count >= maxLength * NEAR_LIMIT ? t('validation.charactersUsed', { count, max: maxLength }) : null;
}

/** A field's hint with its length note after it. */
export function withLengthNote(hint: string | undefined, note: string | null): string | undefined {
  return [hint, note].filter(Boolean).join(' ') || undefined;
}
