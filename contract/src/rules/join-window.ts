// When a live class can be joined: from JOIN_OPENS_MINUTES_BEFORE minutes before it starts (the
// API's setting of the same name, this by default) until it ends. The API withholds a student's
// meeting link outside that window; the portal says when it opens, or offers the recording after.
export const JOIN_OPENS_MINUTES_BEFORE = 15;

export type JoinState = 'early' | 'open' | 'ended';

/** Where `now` falls in a class's join window (its join_opens_at and join_closes_at, ISO-8601). */
export function joinStateAt(window: { join_opens_at: string; join_closes_at: string }, now: Date): JoinState {
  if (now.getTime() < Date.parse(window.join_opens_at)) return 'early';
  return now.getTime() < Date.parse(window.join_closes_at) ? 'open' : 'ended';
}
