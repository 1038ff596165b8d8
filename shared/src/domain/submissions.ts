/** docs/requirements.md §5 and §9: a mark is a number from 0 to 100; the API stores whole percents. */
export const MIN_SCORE = 0;
export const MAX_SCORE = 100;

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

/** docs/requirements.md §2.9: 'Score: {n}%'. */
export function scoreLabel(score: number): string {
  return `Score: ${score}%`;
}
