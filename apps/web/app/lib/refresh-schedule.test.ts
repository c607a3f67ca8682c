import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { REFRESH_MS } from '@cupido/contract';
import { refreshWhileOffline } from './refresh-schedule.ts';

describe('refreshWhileOffline', () => {
  beforeEach(() => void vi.useFakeTimers());
  afterEach(() => void vi.useRealTimers());

  it('never polls while the live channel is up', () => {
    const refresh = vi.fn();
    const schedule = refreshWhileOffline(refresh);
    vi.advanceTimersByTime(1_000);
    schedule.setConnected(true);
    vi.advanceTimersByTime(60 * 60_000);
    expect(refresh).not.toHaveBeenCalled();
    schedule.stop();
  });

  it('refreshes 5 s after load and every 60 s while the channel does not come up', () => {
    const refresh = vi.fn();
    const schedule = refreshWhileOffline(refresh);
    vi.advanceTimersByTime(REFRESH_MS.first - 1);
    expect(refresh).toHaveBeenCalledTimes(0);
    vi.advanceTimersByTime(1);
    expect(refresh).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(REFRESH_MS.every);
    expect(refresh).toHaveBeenCalledTimes(2);
    vi.advanceTimersByTime(3 * REFRESH_MS.every);
    expect(refresh).toHaveBeenCalledTimes(5);
    schedule.stop();
  });

  it('waits 300 s between refreshes while push is subscribed (spec section 4)', () => {
    const refresh = vi.fn();
    let pushing = false;
    const schedule = refreshWhileOffline(refresh, {
      first: REFRESH_MS.first,
      every: () => (pushing ? REFRESH_MS.withPush : REFRESH_MS.every),
    });
    vi.advanceTimersByTime(REFRESH_MS.first);
    expect(refresh).toHaveBeenCalledTimes(1);
    pushing = true;
    // The wait already running keeps its 60 s; the next one is 300 s.
    vi.advanceTimersByTime(REFRESH_MS.every);
    expect(refresh).toHaveBeenCalledTimes(2);
    vi.advanceTimersByTime(REFRESH_MS.withPush - 1);
    expect(refresh).toHaveBeenCalledTimes(2);
    vi.advanceTimersByTime(1);
    expect(refresh).toHaveBeenCalledTimes(3);
    schedule.stop();
  });

  it('polls every 60 s while the channel is down and stops when it is back', () => {
    const refresh = vi.fn();
    const schedule = refreshWhileOffline(refresh);
    schedule.setConnected(true);
    vi.advanceTimersByTime(10 * 60_000);
    schedule.setConnected(false);
    vi.advanceTimersByTime(REFRESH_MS.every - 1);
    expect(refresh).toHaveBeenCalledTimes(0);
    vi.advanceTimersByTime(1);
    expect(refresh).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(2 * REFRESH_MS.every);
    expect(refresh).toHaveBeenCalledTimes(3);
    schedule.setConnected(true);
    vi.advanceTimersByTime(10 * 60_000);
    expect(refresh).toHaveBeenCalledTimes(3);
    schedule.stop();
  });

  it('stops for good', () => {
    const refresh = vi.fn();
    const schedule = refreshWhileOffline(refresh);
    schedule.stop();
    vi.advanceTimersByTime(10 * 60_000);
    expect(refresh).not.toHaveBeenCalled();
    expect(vi.getTimerCount()).toBe(0);
  });
});
