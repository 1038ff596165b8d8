import { isEmailAddress } from './email-address';

test('an ordinary address is one', () => {
  for (const address of ['ada@example.org', 'first.last+tag@mail.example.co.uk', 'o’neil@example.org']) {
    expect(isEmailAddress(address)).toBe(true);
  }
});

test('a typing slip around a dot is refused: the mail could never arrive', () => {
  for (const address of ['ada@example..org', 'ada@.example.org', 'ada@example.org.', 'ada..b@example.org', '.ada@example.org']) {
    expect(isEmailAddress(address)).toBe(false);
  }
});

test('no domain, no name, two @ or a separator is not one address', () => {
  for (const address of [
    'ada@example',
    '@example.org',
    'ada@@example.org',
    'a@b@example.org',
    'ada@example.org, eve@example.org',
    'Ada <ada@example.org>',
    'ada @example.org',
  ]) {
    expect(isEmailAddress(address)).toBe(false);
  }
});
