/**
 * A person's initials where a picture would be: the first letters of their first and last names.
 * A word without a letter (a dash, a number) is no name, nor is a title ending in a full stop
 * ("Dr.", "Prof."); a particle between them ("da", "bin") is passed over.
 */
export function initials(name: string): string {
  const letters = name
    .split(/\s+/)
    .filter((word) => !word.endsWith('.'))
    .map((word) => /\p{L}/u.exec(word)?.[0])
    .filter((letter) => letter !== undefined);
  const [first, ...rest] = letters;
  return [first, rest.at(-1)]
    .filter((letter) => letter !== undefined)
    .map((letter) => letter.toUpperCase())
    .join('');
}
