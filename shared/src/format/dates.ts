// by function: date-fns' index requires all its 300 modules where nothing tree-shakes them (the unit tests)
import { format } from 'date-fns/format';
import { isValid } from 'date-fns/isValid';
import { parseISO } from 'date-fns/parseISO';

function parseDate(value: string | null | undefined): Date | null {
  if (!value) return null;
  const date = parseISO(value);
  return isValid(date) ? date : null;
}

/** '2024-03-05' -> '5th Mar 2024' (docs/requirements.md §2.6); null when absent or unreadable. */
export function formatBirthday(value: string | null | undefined): string | null {
  const date = parseDate(value);
  return date ? format(date, 'do MMM yyyy') : null;
}

/** '2026-11-22' -> 'Sun, 22 Nov 2026'. */
export function formatLongDate(value: string | null | undefined): string | null {
  const date = parseDate(value);
  return date ? format(date, 'EEE, d MMM yyyy') : null;
}

/** '14:30' -> '2:30 PM'. */
export function formatTime(value: string | null | undefined): string | null {
  if (!value) return null;
  const date = parseISO(`1970-01-01T${value}`);
  return isValid(date) ? format(date, 'h:mm a') : null;
}

/** Today's calendar date in the browser's zone, as the API writes dates ('YYYY-MM-DD'). */
export function todayIsoDate(now = new Date()): string {
  return format(now, 'yyyy-MM-dd');
}

/** A cohort's or course's span in the product's style: 'Sun, 22 Nov 2026 to Mon, 1 Feb 2027', 'From ...', 'Until ...' or 'Dates not set'. */
export function formatDateRange(start: string | null | undefined, end: string | null | undefined): string {
  const [from, until] = [formatLongDate(start), formatLongDate(end)];
  if (from && until) return `${from} to ${until}`;
  if (from) return `From ${from}`;
  return until ? `Until ${until}` : 'Dates not set';
}
