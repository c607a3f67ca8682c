import { describe, expect, it } from 'vitest';
import { hhmmss } from './countdown.ts';

describe('the time bonus countdown', () => {
  it('writes the countdown as hh:mm:ss', () => {
    expect(hhmmss(14_400)).toBe('04:00:00');
    expect(hhmmss(3_599.9)).toBe('00:59:59');
    expect(hhmmss(61)).toBe('00:01:01');
    expect(hhmmss(-5)).toBe('00:00:00');
  });
});
