/** The time of day work is due when its facilitator gives only a date: the end of that day. */
export const DEFAULT_DUE_TIME = '23:59';
