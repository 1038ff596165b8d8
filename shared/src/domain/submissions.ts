import { SCORE } from '@academy/contract/rules/limits';
import { translate } from '@academy/shared/i18n/locale';

/** docs/requirements.md §5 and §9: a mark is a whole percent, SCORE.min to SCORE.max. */
export const { min: MIN_SCORE, max: MAX_SCORE } = SCORE;

/** The message for a score field's text in the page's language, or null when it is a whole number from 0 to 100. */
export function scoreError(value: string): string | null {
  const text = value.trim();
  if (!text) return translate('score.required');
  if (!/^-?\d+(\.\d+)?$/.test(text)) return translate('score.number');
  if (!/^-?\d+$/.test(text)) return translate('score.whole');
  const score = Number(text);
  if (score < MIN_SCORE || score > MAX_SCORE) return translate('score.range', { min: MIN_SCORE, max: MAX_SCORE });
  return null;
}
