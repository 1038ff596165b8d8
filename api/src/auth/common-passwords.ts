// The 10,000 most common passwords of public breach lists (the ranked list zxcvbn-ts ships), plus
// words this academy's members are likely to choose, and the famous examples; compared lower-cased,
// and without the spaces, dashes and dots that join their words.
import { dictionary } from '@zxcvbn-ts/language-common';

const ACADEMY_WORDS = [
  'jesus',
  'jesus123',
  'jesuschrist',
  'godisgood',
  'blessed',
  'blessing',
  'faith',
  'christ',
  'hallelujah',
  'amen123',
  'heaven',
  'church',
  'praise',
  'savior',
  'trinity',
  'academy',
  'academy123',
  'leadership',
  'student',
  'student1',
  'student123',
  'teacher',
  'school',
  'leader',
  'facilitator',
  'cohort',
  // the demo accounts' password, published in the README
  'academy-demo',
  'academydemo',
];

/** Passwords famous as examples of good and bad ones (xkcd 936) and their pieces: among the first a guesser tries. */
const FAMOUS_EXAMPLES = [
  'correcthorsebatterystaple',
  'correcthorsebattery',
  'horsebatterystaple',
  'correcthorse',
  'batterystaple',
  'troubador',
  'tr0ub4dor&3',
  'tr0ub4dor',
];

/** The product's own words: a password built on them is as guessable as one built on the user's name. */
export const PRODUCT_WORDS = ['leadership', 'academy', 'demo', 'cohort', 'facilitator', 'portal', 'student', 'example'];

export const COMMON_PASSWORDS: ReadonlySet<string> = new Set(
  [...dictionary['passwords-common'].slice(0, 10_000), ...ACADEMY_WORDS, ...FAMOUS_EXAMPLES].map((word) => word.toLowerCase()),
);
