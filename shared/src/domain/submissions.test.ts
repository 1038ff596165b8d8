import { scoreError } from '@academy/shared/domain/submissions';

test('a score is required, a whole number, from 0 to 100', () => {
  expect(scoreError('')).toBe('Score is required.');
  expect(scoreError('  ')).toBe('Score is required.');
  expect(scoreError('abc')).toBe('Score must be a number.');
  expect(scoreError('85.5')).toBe('Score must be a whole number.');
  expect(scoreError('101')).toBe('Score must be between 0 and 100.');
  expect(scoreError('-1')).toBe('Score must be between 0 and 100.');
  expect(scoreError('0')).toBeNull();
  expect(scoreError('100')).toBeNull();
  expect(scoreError('85')).toBeNull();
});
