/**
 * The pseudo-locale (`en-XA`, development only): every message of the English catalog accented,
 * a third longer and in brackets, its ICU arguments left as they are. Text in plain English on such a
 * page is not in a catalog; a bracket cut off is text its box clips.
 */
import type { Messages } from '@lingui/core';

type CompiledMessage = Messages[string];
type Token = Exclude<CompiledMessage, string>[number];

const ACCENTED: Record<string, string> = Object.fromEntries(
  [...'abcdeghiklnorstuwyzABCDEGHIKLNORSTUWYZ'].map((letter, index) => [letter, [...'åƀçđéĝĥîķļñöŕšţûŵýžÅƁÇĐÉĜĤÎĶĻÑÖŔŠŢÛŴÝŽ'][index]!]),
);
/** How much longer a translation may well be than its English: about a third. */
const GROWTH = 0.35;

function accent(text: string): string {
  return text.replace(/[a-zA-Z]/g, (letter) => ACCENTED[letter] ?? letter);
}

function pseudoTokens(tokens: Token[]): Token[] {
  return tokens.map((token) => {
    // '#' stands for a plural's number
    if (typeof token === 'string') return token === '#' ? token : accent(token);
    const [name, type, format] = token;
    if (type !== 'plural' && type !== 'selectordinal' && type !== 'select') return token;
    // a plural's cases, and its `offset` (a number, when it has one)
    const cases = Object.entries(format as Record<string, CompiledMessage | number | undefined>).map(([which, message]) => [
      which,
      typeof message === 'string' || Array.isArray(message) ? pseudoTokens(asTokens(message)) : message,
    ]);
    return [name, type, Object.fromEntries(cases)] as Token;
  });
}

function asTokens(message: CompiledMessage): Token[] {
  return typeof message === 'string' ? [message] : message;
}

function literalLength(tokens: Token[]): number {
  return tokens.reduce<number>((sum, token) => sum + (typeof token === 'string' ? token.length : 4), 0);
}

/** The pseudo-locale's version of one compiled message. */
export function pseudoMessage(message: CompiledMessage): CompiledMessage {
  const tokens = asTokens(message);
  const padding = '·'.repeat(Math.max(1, Math.round(literalLength(tokens) * GROWTH)));
  return ['[', ...pseudoTokens(tokens), ` ${padding}]`];
}

/** The pseudo-locale's version of a catalog. */
export function pseudoCatalog(catalog: Messages): Messages {
  return Object.fromEntries(Object.entries(catalog).map(([key, message]) => [key, pseudoMessage(message)]));
}
