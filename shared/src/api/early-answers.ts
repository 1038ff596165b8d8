// Reads the portal document starts before the page's code has arrived (shell/src/portal/portal-start.ts),
// handed to the data layer when a screen asks for the same read: the first screen's data comes
// beside its scripts rather than after them, and on its first render when it has come back by then.
// Only successful answers are handed over; anything else (a refused token, a dropped network) is
// asked again the usual way, with its usual handling.
import { hashKey } from '@tanstack/react-query';
import { fillPath } from '@academy/contract/endpoint';
import { ENDPOINT_ROUTES } from '@academy/contract/endpoint-routes';
import type { FirstCall } from '@academy/shared/api/first-screen-calls';
import { queryKey } from '@academy/shared/api/query-key';

/** A successful early answer that has come back, and when. */
export interface ArrivedAnswer {
  data: unknown;
  at: number;
}

/** The answers asked for early, by query hash, with the token they were asked with; the document's script and the page's code share them through the window. */
interface EarlyAnswers {
  token: string;
  answers: Map<string, Promise<unknown>>;
  /** those of `answers` that have come back */
  arrived?: Map<string, ArrivedAnswer>;
  /** settles once every read asked for has been answered or has failed, whether a screen took it or not */
  settled?: Promise<void>;
  // `arrived` and `settled` are absent when the document's script is of a release before them
}

declare global {
  interface Window {
    academyEarlyAnswers?: EarlyAnswers;
  }
}

function urlOf({ name, input }: FirstCall, apiBaseUrl: string): string {
  const { params, query } = input as { params?: object; query?: Record<string, unknown> };
  // the base may be a path on the page's own origin (one origin behind a proxy: /api/v1)
  const url = new URL(`${apiBaseUrl}${fillPath(ENDPOINT_ROUTES[name].path, params)}`, window.location.href);
  for (const [key, value] of Object.entries(query ?? {})) if (value !== undefined && value !== null) url.searchParams.set(key, String(value));
  return url.href;
}

/** The query hash of `call`: the data layer's, for the same endpoint and input. */
export function firstCallHash({ name, input }: FirstCall): string {
  // the input is the name's own (FirstCall pairs them), which the union cannot show
  return hashKey(queryKey(name, input as never));
}

/** Asks for `calls` (reads: GET) with the session's token; their answers wait for the screens that ask. */
export function askEarly(calls: readonly FirstCall[], apiBaseUrl: string, token: string): void {
  const answers = new Map<string, Promise<unknown>>();
  const arrived = new Map<string, ArrivedAnswer>();
  for (const call of calls) {
    const hash = firstCallHash(call);
    const answer = fetch(urlOf(call, apiBaseUrl), { headers: { Authorization: `Bearer ${token}` } })
      .then((response) => (response.ok ? (response.json() as Promise<unknown>) : undefined))
      .catch(() => undefined);
    answers.set(hash, answer);
    void answer.then((data) => {
      if (data !== undefined && answers.has(hash)) arrived.set(hash, { data, at: Date.now() });
    });
  }
  const settled = Promise.all(answers.values()).then(() => undefined);
  window.academyEarlyAnswers = { token, answers, arrived, settled };
}

/** Forgets the answers not taken yet: after a change, an answer from before it may be out of date. */
export function dropEarlyAnswers(): void {
  if (typeof window !== 'undefined') window.academyEarlyAnswers = undefined;
}

/** The early answers asked with the session's `token` now (not a session since ended). */
function askedWith(token: string | null): EarlyAnswers | undefined {
  const early = typeof window === 'undefined' ? undefined : window.academyEarlyAnswers;
  return early?.token === token ? early : undefined;
}

/**
 * The early answer of the query `key`, once (a later fetch of the same query goes to the API), when
 * it was asked with the session's `token`; undefined when there is none or it failed.
 */
export async function takeEarlyAnswer(key: readonly unknown[], token: string | null): Promise<unknown> {
  const early = askedWith(token);
  if (!early) return undefined;
  const hash = hashKey(key);
  const answer = early.answers.get(hash);
  early.answers.delete(hash);
  early.arrived?.delete(hash);
  return answer;
}

/**
 * The early answer of the query `key` if it has come back already, left in place: the query shows it
 * on its first render, and its first fetch takes it (takeEarlyAnswer) instead of asking the API.
 */
export function arrivedAnswer(key: readonly unknown[], token: string | null): ArrivedAnswer | undefined {
  return askedWith(token)?.arrived?.get(hashKey(key));
}
