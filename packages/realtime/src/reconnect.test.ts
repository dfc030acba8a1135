import { describe, expect, it } from 'vitest';
import { reconnectDelay, socketLimits } from './reconnect';

describe('reconnectDelay', () => {
  it('doubles from 1 s and stops at 30 s without jitter', () => {
    const noJitter = () => 0;
    const delays = [1, 2, 3, 4, 5, 6, 7, 10, 50].map((attempt) => reconnectDelay(attempt, noJitter));
    expect(delays).toEqual([1000, 2000, 4000, 8000, 16000, 30000, 30000, 30000, 30000]);
  });

  it('adds upward jitter of up to 30% of the base delay', () => {
    expect(reconnectDelay(1, () => 0.5)).toBe(1150);
    expect(reconnectDelay(3, () => 0.999)).toBe(5199);
    for (let attempt = 1; attempt <= 5; attempt += 1) {
      const base = 1000 * 2 ** (attempt - 1);
      const delay = reconnectDelay(attempt);
      expect(delay).toBeGreaterThanOrEqual(base);
      expect(delay).toBeLessThanOrEqual(base * 1.3);
    }
  });

  it('never exceeds the cap, jitter included', () => {
    expect(reconnectDelay(5, () => 1)).toBe(20800);
    for (let attempt = 1; attempt <= 40; attempt += 1) {
      expect(reconnectDelay(attempt, () => 0.9999)).toBeLessThanOrEqual(socketLimits.reconnectMaxDelayMs);
    }
    expect(reconnectDelay(6, () => 1)).toBe(30000);
  });

  it('treats nonsense attempts and random values as the first attempt without jitter', () => {
    expect(reconnectDelay(0, () => 0)).toBe(1000);
    expect(reconnectDelay(Number.NaN, () => 0)).toBe(1000);
    expect(reconnectDelay(1, () => -5)).toBe(1000);
    expect(reconnectDelay(1, () => Number.NaN)).toBe(1000);
  });
});
