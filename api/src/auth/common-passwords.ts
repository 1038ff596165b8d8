// The 10,000 most common passwords of public breach lists (the ranked list zxcvbn-ts ships), plus
// words this academy's members are likely to choose; compared lower-cased.
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
];

export const COMMON_PASSWORDS: ReadonlySet<string> = new Set(
  [...dictionary['passwords-common'].slice(0, 10_000), ...ACADEMY_WORDS].map((word) => word.toLowerCase()),
);
