import { SCORE } from '@academy/contract/rules/limits';

/** docs/requirements.md §5 and §9: a mark is a whole percent, SCORE.min to SCORE.max. */
export const { min: MIN_SCORE, max: MAX_SCORE } = SCORE;

/** The message for a score field's text, or null when it is a whole number from 0 to 100. */
export function scoreError(value: string): string | null {
  const text = value.trim();
  if (!text) return 'Score is required.';
  if (!/^-?\d+(\.\d+)?$/.test(text)) return 'Score must be a number.';
  if (!/^-?\d+$/.test(text)) return 'Score must be a whole number.';
  const score = Number(text);
  if (score < MIN_SCORE || score > MAX_SCORE) return `Score must be between ${MIN_SCORE} and ${MAX_SCORE}.`;
  return null;
}
