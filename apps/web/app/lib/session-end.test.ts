import { afterEach, describe, expect, it, vi } from 'vitest';
import { expectSessionEnd, sessionEndExpected } from './session-end.ts';

describe('expected session end', () => {
  afterEach(() => void vi.useRealTimers());

  it('is expected for a while after the tab ends its own session', () => {
    vi.useFakeTimers();
    expect(sessionEndExpected()).toBe(false);
    expectSessionEnd(1000);
    expect(sessionEndExpected()).toBe(true);
    vi.advanceTimersByTime(1001);
    expect(sessionEndExpected()).toBe(false);
  });
});
