// Reading an uploaded invitation CSV (name, email, role, cohort). A file that is not one, or that
// could carry harm (spreadsheet formulas, thousands of columns or rows), is refused whole with a
// 400 that says why; nothing of it is stored.
import { CsvError, parse } from 'csv-parse/sync';
import { startsLikeFormula } from '../http/csv';
import { badRequest } from '../http/errors';
import type { InviteeInput } from './invitations';

export const MAX_CSV_BYTES = 1024 * 1024;
const MAX_CSV_ROWS = 5000;
const COLUMNS = ['name', 'email', 'role', 'cohort'] as const;
const MAX_COLUMNS = 10;

/**
 * The file's separator: a comma, or a semicolon where its first row has semicolons and no comma (a
 * spreadsheet saving CSV in a region whose decimal mark is the comma: French, Spanish, Portuguese).
 */
function separatorOf(text: string): ',' | ';' {
  const firstRow = text.split(/\r?\n/, 1)[0] ?? '';
  return firstRow.includes(';') && !firstRow.includes(',') ? ';' : ',';
}

/**
 * The line where the record the parser could not read begins: it counts the bytes of the records
 * it read (`bytes_records`); where it stopped (`lines`) is the file's end for a quote never closed.
 */
function lineOfUnreadRecord(text: string, err: CsvError): number {
  const read = typeof err.bytes_records === 'number' ? err.bytes_records : 0;
  return Buffer.from(text).subarray(0, read).toString('utf8').split('\n').length;
}

function parseCsv(text: string, options: { toLine?: number } = {}): string[][] {
  try {
    return parse(text, {
      delimiter: separatorOf(text),
      bom: true,
      skip_empty_lines: true,
      relax_column_count: true,
      max_record_size: 64 * 1024,
      ...(options.toLine ? { to_line: options.toLine } : {}),
    }) as string[][];
  } catch (err) {
    // the parser's own words stay in the English sentence; the screens say the line in theirs
    if (err instanceof CsvError) {
      const line = lineOfUnreadRecord(text, err);
      throw badRequest(`The file is not a valid CSV from line ${line} (${err.message}). Nothing was stored.`, 'csv_unreadable', { line });
    }
    throw err;
  }
}

/** The rows of the file as invitees, each with its line; 400 for a file that cannot be taken as a whole. */
export function readInvitationCsv(text: string): InviteeInput[] {
  if (text.includes('\u0000')) throw badRequest('The file is not a text CSV file. Nothing was stored.', 'csv_not_text');
  const [header] = parseCsv(text, { toLine: 1 });
  if (!header) throw badRequest('The file is empty. Nothing was stored.', 'csv_empty');
  if (header.length > MAX_COLUMNS)
    throw badRequest(`The file has ${header.length} columns; at most ${MAX_COLUMNS} are read. Nothing was stored.`, 'csv_too_many_columns', {
      columns: header.length,
      max: MAX_COLUMNS,
    });
  const names = header.map((cell) => cell.trim().toLowerCase());
  const index = Object.fromEntries(COLUMNS.map((column) => [column, names.indexOf(column)])) as Record<(typeof COLUMNS)[number], number>;
  if (Object.values(index).some((i) => i === -1))
    throw badRequest('The first row must name the columns name, email, role and cohort. Nothing was stored.', 'csv_columns_missing');
  const records = parseCsv(text).slice(1);
  if (records.length === 0) throw badRequest('The file has no one to invite below its first row. Nothing was stored.', 'csv_no_rows');
  if (records.length > MAX_CSV_ROWS)
    throw badRequest(`The file has ${records.length} rows; at most ${MAX_CSV_ROWS} can be invited at once. Nothing was stored.`, 'csv_too_many_rows', {
      rows: records.length,
      max: MAX_CSV_ROWS,
    });
  return records.map((record, row) => {
    if (record.length > MAX_COLUMNS)
      throw badRequest(`Line ${row + 2} has ${record.length} cells; at most ${MAX_COLUMNS} are read. Nothing was stored.`, 'csv_row_too_wide', {
        line: row + 2,
        cells: record.length,
        max: MAX_COLUMNS,
      });
    const formula = record.findIndex(startsLikeFormula);
    if (formula !== -1) {
      throw badRequest(`Line ${row + 2}, column ${formula + 1} starts with a formula character (=, +, -, @). Nothing was stored.`, 'csv_formula', {
        line: row + 2,
        column: formula + 1,
      });
    }
    return { name: record[index.name] ?? '', email: record[index.email] ?? '', role: record[index.role] ?? '', cohort: record[index.cohort] ?? '' };
  });
}
