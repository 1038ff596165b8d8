// Calendar dates and times of day: in English in the product's own forms (date-fns), in another
// language as Intl writes them there.
// by function: date-fns' index requires all its 300 modules where nothing tree-shakes them (the unit tests)
import { format } from 'date-fns/format';
import { isValid } from 'date-fns/isValid';
import { parseISO } from 'date-fns/parseISO';
import { dateTimeFormat, writesEnglish } from '@academy/contract/rules/time-zones';

function parseDate(value: string | null | undefined): Date | null {
  if (!value) return null;
  const date = parseISO(value);
  return isValid(date) ? date : null;
}

/** '2024-03-05' -> '5th Mar 2024' (docs/requirements.md §2.6), '5 mars 2024' in French; null when absent or unreadable. */
export function formatBirthday(value: string | null | undefined, locale = 'en'): string | null {
  const date = parseDate(value);
  if (!date) return null;
  return writesEnglish(locale) ? format(date, 'do MMM yyyy') : dateTimeFormat(locale, { day: 'numeric', month: 'short', year: 'numeric' }).format(date);
}

/** '2026-11-22' -> 'Sun, 22 Nov 2026'. */
export function formatLongDate(value: string | null | undefined, locale = 'en'): string | null {
  const date = parseDate(value);
  if (!date) return null;
  return writesEnglish(locale)
    ? format(date, 'EEE, d MMM yyyy')
    : dateTimeFormat(locale, { weekday: 'short', day: 'numeric', month: 'short', year: 'numeric' }).format(date);
}

/** '14:30' -> '2:30 PM'. */
export function formatTime(value: string | null | undefined, locale = 'en'): string | null {
  if (!value) return null;
  const date = parseISO(`1970-01-01T${value}`);
  if (!isValid(date)) return null;
  return writesEnglish(locale) ? format(date, 'h:mm a') : dateTimeFormat(locale, { hour: 'numeric', minute: '2-digit' }).format(date);
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
