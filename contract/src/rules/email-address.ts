// What the academy takes as one e-mail address: the API's schema format, its settings, the
// invitation check and every form's field hold the same rule.

// none of the characters that separate or quote addresses in a mail header, so a value never
// becomes a list of recipients
const ATOM = /^[^\s@,;:<>()[\]\\"]+$/;

/** Dot-separated parts, none of them empty ("a..b", ".a" and "a." are typing slips, not addresses). */
const dotParts = (text: string) => text.split('.');

/**
 * Exactly one address: one @, a name before it and a domain of at least two labels after it, no
 * part empty between dots, and nothing that separates or quotes addresses.
 */
export function isEmailAddress(value: string): boolean {
  const at = value.split('@');
  if (at.length !== 2) return false;
  const [name, domain] = at as [string, string];
  const labels = dotParts(domain);
  return [...dotParts(name), ...labels].every((part) => ATOM.test(part)) && labels.length >= 2;
}
