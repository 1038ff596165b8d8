import { initials } from '@academy/shared/format/initials';

test.each([
  ['Esther Mensah', 'EM'],
  ['João da Silva', 'JS'],
  ['G – Salma Haddad', 'GH'],
  ['K – Prof. Tereza Lima', 'KL'],
  ['Dr. Ada Boateng', 'AB'],
  ['سلمى حداد', 'سح'],
  ['Ada', 'A'],
])('%s: %s', (name, expected) => {
  expect(initials(name)).toBe(expected);
});
