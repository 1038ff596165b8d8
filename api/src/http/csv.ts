// CSV downloads: UTF-8 with a byte-order mark (spreadsheet programs then read accented names),
// RFC 4180 quoting and CRLF line ends (csv-stringify), streamed row by row, and text cells that a
// spreadsheet would run as a formula (starting with = + - @, tab or carriage return) prefixed with
// an apostrophe so they stay text.
import { Readable } from 'node:stream';
import { stringify } from 'csv-stringify';
import type { FastifyReply } from 'fastify';

const FORMULA_START = /^[=+\-@\t\r]/;

export type CsvValue = string | number | boolean | null | undefined;

/**
 * Whether a spreadsheet would run this cell as a formula (OWASP "CSV injection"). Spaces before the
 * sign do not stop it (and an upload is trimmed before it is stored), so the check reads past them.
 */
export function startsLikeFormula(text: string): boolean {
  return FORMULA_START.test(text) || FORMULA_START.test(text.trimStart());
}

/** A text cell a spreadsheet will not evaluate; numbers stay numbers. */
export function neutralised(value: CsvValue): CsvValue {
  return typeof value === 'string' && startsLikeFormula(value) ? `'${value}` : value;
}

/** Sends `rows` (produced lazily, e.g. a page of the database at a time) as a CSV attachment. */
export function sendCsv(reply: FastifyReply, filename: string, header: string[], rows: AsyncIterable<CsvValue[]> | Iterable<CsvValue[]>): FastifyReply {
  const neutralisedRows = (async function* () {
    for await (const row of rows) yield row.map(neutralised);
  })();
  const csv = Readable.from(neutralisedRows).pipe(
    stringify({
      bom: true,
      header: true,
      columns: header.map(neutralised) as string[],
      record_delimiter: 'windows',
      cast: { boolean: (b) => (b ? 'yes' : 'no') },
    }),
  );
  return reply
    .header('content-type', 'text/csv; charset=utf-8')
    .header('content-disposition', `attachment; filename="${filename}"`)
    .header('cache-control', 'no-store')
    .send(csv);
}

/** Every row of a keyset-paged source: `fetch(after)` gives the page after the last row of the previous one. */
export async function* pagesOf<T>(fetch: (after: T | undefined) => Promise<T[]>): AsyncIterable<T> {
  let after: T | undefined;
  for (;;) {
    const page = await fetch(after);
    yield* page;
    if (page.length === 0) return;
    after = page[page.length - 1];
  }
}
