import { EMPTY_CONTACT_MESSAGE, trimContactMessage, validateContactMessage } from './contact-form';

const VALID = { fullName: 'Ada Lovelace', email: 'ada@example.org', whatsapp: '+44 20 7946 0958', message: 'When does the next cohort start?' };

test('a complete message has no errors', () => {
  expect(validateContactMessage(VALID)).toEqual({});
});

test('every field is required, and blank text counts as empty', () => {
  const errors = validateContactMessage({ ...EMPTY_CONTACT_MESSAGE, message: '   ' });
  expect(Object.keys(errors).sort()).toEqual(['email', 'fullName', 'message', 'whatsapp']);
  expect(errors).toEqual({
    fullName: 'site.contact.fullNameRequired',
    email: 'site.contact.emailRequired',
    whatsapp: 'site.contact.whatsappRequired',
    message: 'site.contact.messageRequired',
  });
});

test.each(['ada', 'ada@', 'ada@example', 'ada example@org.com'])('"%s" is not an email address', (email) => {
  expect(validateContactMessage({ ...VALID, email }).email).toBe('site.contact.emailInvalid');
});

test.each(['12', 'call me', '+44 20 7946 0958 ext. 4', '+(1)-', '1'.repeat(41)])('"%s" is not a WhatsApp number', (whatsapp) => {
  expect(validateContactMessage({ ...VALID, whatsapp }).whatsapp).toBe('site.contact.whatsappInvalid');
});

test.each(['+44 20 7946 0958', '0801/234.5678', '(555) 010-0100'])('"%s" is a WhatsApp number', (whatsapp) => {
  expect(validateContactMessage({ ...VALID, whatsapp })).toEqual({});
});

test('what is sent is trimmed', () => {
  expect(trimContactMessage({ fullName: ' Ada ', email: ' ada@example.org', whatsapp: '+1 555 ', message: '\nHello\n' })).toEqual({
    fullName: 'Ada',
    email: 'ada@example.org',
    whatsapp: '+1 555',
    message: 'Hello',
  });
});
