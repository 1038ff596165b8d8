import type { ContactMessageBody } from '@academy/contract/schemas/accounts';
import type { SiteMessageKey } from '../../i18n';

/** What a visitor writes: the contact call's payload without its wrapper. */
export type ContactMessage = ContactMessageBody['contact_message'];

export type ContactField = keyof ContactMessage;
/** Each field's problem, as a key of the public site's catalog (the page writes it in its language). */
export type ContactErrors = Partial<Record<ContactField, SiteMessageKey>>;

export const CONTACT_FIELDS: readonly ContactField[] = ['fullName', 'email', 'whatsapp', 'message'];

export const EMPTY_CONTACT_MESSAGE: ContactMessage = { fullName: '', email: '', whatsapp: '', message: '' };

const REQUIRED_MESSAGES = {
  fullName: 'site.contact.fullNameRequired',
  email: 'site.contact.emailRequired',
  whatsapp: 'site.contact.whatsappRequired',
  message: 'site.contact.messageRequired',
} as const satisfies Record<ContactField, SiteMessageKey>;

// the shape browsers accept for <input type="email">
const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
// what the API accepts (5 to 40 of + digits spaces ( ) . / -), holding at least 5 digits
const WHATSAPP_PATTERN = /^(?=.{5,40}$)\+?[\d ()./-]+$/;
const MIN_WHATSAPP_DIGITS = 5;

/** The longest text the API stores for each field. */
export const CONTACT_MAX_LENGTHS: Record<ContactField, number> = { fullName: 200, email: 254, whatsapp: 40, message: 5000 };

/** docs/requirements.md §5: all four fields are required and the email must look like an address. */
export function validateContactMessage(values: ContactMessage): ContactErrors {
  const errors: ContactErrors = {};
  for (const field of CONTACT_FIELDS) {
    if (!values[field].trim()) errors[field] = REQUIRED_MESSAGES[field];
  }
  if (!errors.email && !EMAIL_PATTERN.test(values.email.trim())) {
    errors.email = 'site.contact.emailInvalid';
  }
  const whatsapp = values.whatsapp.trim();
  if (!errors.whatsapp && (!WHATSAPP_PATTERN.test(whatsapp) || whatsapp.replace(/\D/g, '').length < MIN_WHATSAPP_DIGITS)) {
    errors.whatsapp = 'site.contact.whatsappInvalid';
  }
  return errors;
}

/** What is sent: the visitor's text without stray spaces around it. */
export function trimContactMessage(values: ContactMessage): ContactMessage {
  return {
    fullName: values.fullName.trim(),
    email: values.email.trim(),
    whatsapp: values.whatsapp.trim(),
    message: values.message.trim(),
  };
}
