import { fieldErrorsSentence } from './field-words';

test('writes field messages as one sentence per field, in the words of the screen', () => {
  expect(fieldErrorsSentence({ email: ['is invalid', 'is taken'], name: ["can't be blank"] })).toBe(
    "The e-mail address is invalid and is taken.\nThe name can't be blank.",
  );
});

test.each([
  ['cla_cohort_id', ['is not one of the cohorts assigned to you'], 'The cohort is not one of the cohorts assigned to you.'],
  ['password', ['is too short (minimum is 8 characters)'], 'The password is too short (minimum is 8 characters).'],
  ['records.2.status', ['must be one of "present", "absent"'], 'The attendance must be one of "present", "absent".'],
  ['some_internal_column', ['is not allowed'], 'A value is not allowed.'],
])('no field name reaches a person: %s', (field, messages, sentence) => {
  expect(fieldErrorsSentence({ [field]: messages })).toBe(sentence);
});
