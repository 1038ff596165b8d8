// The API's idea of "now" for notices and reminders. Production always uses the system clock;
// tests pass another clock to buildApp (code only: no setting reaches it).
export interface Clock {
  now(): Date;
}

export const systemClock: Clock = { now: () => new Date() };
