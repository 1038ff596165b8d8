// A certificate's verification code as printed on it (0450-ACD4-04AC-620F-FA18): the API's check
// and the verification page hold the same shape.

/** Letters, digits and dashes: anything else is no certificate's code. */
export const CERTIFICATE_CODE_PATTERN = '^[A-Za-z0-9-]+$';

const SHAPE = new RegExp(CERTIFICATE_CODE_PATTERN);

/** Could `code` be a certificate's? (Whether one has it is the API's to say.) */
export function isCertificateCodeShaped(code: string): boolean {
  return SHAPE.test(code);
}
