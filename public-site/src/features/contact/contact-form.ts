import type { ContactMessageBody } from '@academy/contract/schemas/accounts';

/** What a visitor writes: the contact call's payload without its wrapper. */
export type ContactMessage = ContactMessageBody['contact_message'];

export type ContactField = keyof ContactMessage;
export type ContactErrors = Partial<Record<ContactField, string>>;

export const CONTACT_FIELDS: readonly ContactField[] = ['fullName', 'email', 'whatsapp', 'message'];

export const EMPTY_CONTACT_MESSAGE: ContactMessage = { fullName: '', email: '', whatsapp: '', message: '' };

const REQUIRED_MESSAGES: Record<ContactField, string> = {
  fullName: 'Please enter your full name.',
  email: 'Please enter your email address.',
  whatsapp: 'Please enter your WhatsApp number.',
  message: 'Please enter your message.',
};

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
    errors.email = 'Please enter a valid email address, like name@example.com.';
  }
  const whatsapp = values.whatsapp.trim();
  if (!errors.whatsapp && (!WHATSAPP_PATTERN.test(whatsapp) || whatsapp.replace(/\D/g, '').length < MIN_WHATSAPP_DIGITS)) {
    errors.whatsapp = 'Please enter a WhatsApp number in digits, like +234 801 234 5678.';
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
