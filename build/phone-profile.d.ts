import type { BrowserContextOptions, Page } from 'playwright-core';

export interface RecordedRequest {
  url: string;
  type: string;
  startedAt: number;
  finishedAt: number | null;
  wireBytes: number;
}

export interface Recorder {
  requests: () => RecordedRequest[];
}

export interface Visit {
  readyMs: number;
  requests: number;
  preflights: number;
  scripts: number;
  jsWireBytes: number;
  wireBytes: number;
  longestScriptChain: number;
}

export interface Session {
  token: string;
  user: unknown;
}

export const PHONE_PROFILE: {
  viewport: { width: number; height: number };
  deviceScaleFactor: number;
  isMobile: boolean;
  hasTouch: boolean;
  latencyMs: number;
  downloadBytesPerSecond: number;
  uploadBytesPerSecond: number;
  cpuSlowdown: number;
};
export function phoneContextOptions(): BrowserContextOptions;
export function throttle(page: Page): Promise<Recorder>;
export function readyProbe(selectors: string[]): void;
export function visit(page: Page, url: string, recorder: Recorder): Promise<Visit>;
export function longestChain(scripts: RecordedRequest[]): number;
export function seedSession(session: Session): void;
export function signInThroughApi(apiBaseUrl: string, email: string, password: string): Promise<Session>;
