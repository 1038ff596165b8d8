import { todayIn } from './calendar';

describe('todayIn', () => {
  it('turns to the next day at midnight in the zone, though asked within the same second before', () => {
    expect(todayIn('UTC', new Date('2026-03-01T23:59:59.000Z'))).toBe('2026-03-01');
    expect(todayIn('UTC', new Date('2026-03-01T23:59:59.999Z'))).toBe('2026-03-01');
    expect(todayIn('UTC', new Date('2026-03-02T00:00:00.000Z'))).toBe('2026-03-02');
    // +05:30: midnight is at 18:30 UTC
    expect(todayIn('Asia/Kolkata', new Date('2026-03-01T18:29:59.999Z'))).toBe('2026-03-01');
    expect(todayIn('Asia/Kolkata', new Date('2026-03-01T18:30:00.000Z'))).toBe('2026-03-02');
  });

  it('answers each zone its own day for the same moment', () => {
    const moment = new Date('2026-03-01T22:00:00.000Z');
    expect(todayIn('UTC', moment)).toBe('2026-03-01');
    expect(todayIn('Africa/Nairobi', moment)).toBe('2026-03-02');
    expect(todayIn('UTC', moment)).toBe('2026-03-01');
  });

  it('answers an earlier moment asked after a later one', () => {
    expect(todayIn('UTC', new Date('2026-03-02T00:00:00.500Z'))).toBe('2026-03-02');
    expect(todayIn('UTC', new Date('2026-03-01T12:00:00.000Z'))).toBe('2026-03-01');
  });
});
