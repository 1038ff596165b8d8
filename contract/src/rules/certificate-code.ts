// A certificate's verification code as printed on it (0450-ACD4-04AC-620F-FA18): the API's check
// and the verification page hold the same shape.

/** Letters, digits and dashes: anything else is no certificate's code. */
export const CERTIFICATE_CODE_PATTERN = '^[A-Za-z0-9-]+$';

const SHAPE = new RegExp(CERTIFICATE_CODE_PATTERN);

/** Could `code` be a certificate's? (Whether one has it is the API's to say.) */
export function isCertificateCodeShaped(code: string): boolean {
  return SHAPE.test(code);
}

// Arabic-Indic (٠–٩) and Persian (۰–۹) digits, as an Arabic or Persian phone keyboard types them
const EASTERN_DIGITS = /[\u0660-\u0669\u06F0-\u06F9]/g;

/** The code with the digits printed on the certificate (0–9) wherever another script's digits were typed. */
export function withPrintedDigits(code: string): string {
  // each block runs from its zero at a code point ending in 0
  return code.replace(EASTERN_DIGITS, (digit) => String(digit.charCodeAt(0) % 16));
}
