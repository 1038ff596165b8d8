// Web addresses the API stores (meeting, recording and work links): parsed as browsers parse them
// (the WHATWG URL standard) and kept in that parser's serialization, so what is stored is what a
// browser opens. An address a reader could take for another is refused: one with a user name or
// password (`https://zoom.us@evil.example/j` goes to evil.example), backslashes (read as slashes),
// white space of any kind (line separators included), control characters (the parser drops tabs
// and line breaks silently), or a scheme not followed by `//`.
import { hasControlCharacters } from '@academy/contract/schemas/common';

const AMBIGUOUS = /[\s\\]/u;

/** The parsed address, or null when it is not one of `protocols` or is ambiguous (above). */
export function unambiguousUrl(value: string, protocols: readonly string[]): URL | null {
  if (hasControlCharacters(value) || AMBIGUOUS.test(value) || !/^[a-z]+:\/\//i.test(value)) return null;
  try {
    const url = new URL(value);
    if (!protocols.includes(url.protocol) || url.hostname.length === 0 || url.username || url.password) return null;
    return url;
  } catch {
    return null;
  }
}

/** A link as stored: its WHATWG serialization (lower-case scheme and host, punycode, no default port). Validated before. */
export function storedLink<T extends string | null>(value: T): T {
  if (value === null) return value;
  const url = unambiguousUrl(value, ['http:', 'https:']);
  if (!url) throw new Error('storedLink: the address was not validated');
  return url.href as T;
}
