import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  backoffDelay,
  liveUrl,
  openLiveSocket,
  PING_MS,
  STALE_MS,
  type TSocketLike,
} from './live-socket.ts';

class FakeSocket implements TSocketLike {
  readyState = 0;
  sent: string[] = [];
  closedWith: number | undefined;
  onopen: TSocketLike['onopen'] = null;
  onmessage: TSocketLike['onmessage'] = null;
  onclose: TSocketLike['onclose'] = null;
  onerror: TSocketLike['onerror'] = null;
  send(data: string) {
    this.sent.push(data);
  }
  close(code?: number) {
    this.closedWith = code;
    this.readyState = 3;
  }
  open() {
    this.readyState = 1;
    this.onopen?.({});
  }
  receive(data: unknown) {
    this.onmessage?.({ data: JSON.stringify(data) });
  }
  drop(code = 1006) {
    this.readyState = 3;
    this.onclose?.({ code });
  }
}

function setup() {
  const sockets: FakeSocket[] = [];
  const events: unknown[] = [];
  const opens: boolean[] = [];
  const status: boolean[] = [];
  const sessionEnded = vi.fn();
  const live = openLiveSocket({
    url: 'ws://x/api/live',
    createSocket: () => {
      const s = new FakeSocket();
      sockets.push(s);
      return s;
    },
    random: () => 0.5,
    now: () => Date.now(),
    onEvent: (e) => events.push(e),
    onOpen: (reconnected) => opens.push(reconnected),
    onStatus: (c) => status.push(c),
    onSessionEnded: sessionEnded,
  });
  return { live, sockets, events, opens, status, sessionEnded };
}

describe('live socket', () => {
  beforeEach(() => void vi.useFakeTimers());
  afterEach(() => void vi.useRealTimers());

  it('backs off from about 1 s doubling up to 30 s, with jitter', () => {
    expect(backoffDelay(0, () => 0)).toBe(500);
    expect(backoffDelay(0, () => 1)).toBe(1000);
    expect(backoffDelay(1, () => 1)).toBe(2000);
    expect(backoffDelay(4, () => 1)).toBe(16000);
    expect(backoffDelay(5, () => 1)).toBe(30000);
    expect(backoffDelay(50, () => 1)).toBe(30000);
    expect(backoffDelay(50, () => 0)).toBe(15000);
    for (let i = 0; i < 100; i++) expect(backoffDelay(i)).toBeLessThanOrEqual(30000);
  });

  it('uses ws: or wss: after the page protocol, same host', () => {
    expect(liveUrl({ protocol: 'http:', host: 'a.localhost:3000' })).toBe(
      'ws://a.localhost:3000/api/live',
    );
    expect(liveUrl({ protocol: 'https:', host: 'example.com' })).toBe('wss://example.com/api/live');
  });

  it('passes valid events on, ignores others, and sends frames only while open', () => {
    const { live, sockets, events } = setup();
    expect(live.send({ type: 'ping' })).toBe(false);
    sockets[0]!.open();
    sockets[0]!.receive({ type: 'credits', credits: 4 });
    sockets[0]!.receive({ type: 'nonsense' });
    sockets[0]!.onmessage?.({ data: 'not json' });
    expect(events).toEqual([{ type: 'credits', credits: 4 }]);
    expect(live.send({ type: 'typing', conversation_id: 3 })).toBe(true);
    expect(sockets[0]!.sent).toEqual(['{"type":"typing","conversation_id":3}']);
    live.close();
  });

  it('reconnects with growing delays and reports reconnects', () => {
    const { live, sockets, opens, status } = setup();
    sockets[0]!.drop();
    vi.advanceTimersByTime(749);
    expect(sockets).toHaveLength(1);
    vi.advanceTimersByTime(1);
    expect(sockets).toHaveLength(2);
    sockets[1]!.drop();
    vi.advanceTimersByTime(1499);
    expect(sockets).toHaveLength(2);
    vi.advanceTimersByTime(1);
    expect(sockets).toHaveLength(3);
    sockets[2]!.open();
    expect(opens).toEqual([false]);
    // A short-lived connection keeps the backoff growing.
    sockets[2]!.drop();
    vi.advanceTimersByTime(3000);
    expect(sockets).toHaveLength(4);
    sockets[3]!.open();
    expect(opens).toEqual([false, true]);
    expect(status).toEqual([true, false, true]);
    // A stable one starts again from about 1 s.
    vi.advanceTimersByTime(20_000);
    sockets[3]!.receive({ type: 'pong' });
    sockets[3]!.drop();
    vi.advanceTimersByTime(750);
    expect(sockets).toHaveLength(5);
    live.close();
  });

  it('pings, and treats a silent connection as dead', () => {
    const { live, sockets } = setup();
    sockets[0]!.open();
    vi.advanceTimersByTime(PING_MS);
    expect(sockets[0]!.sent).toEqual(['{"type":"ping"}']);
    vi.advanceTimersByTime(STALE_MS);
    expect(sockets[0]!.closedWith).toBeUndefined();
    expect(sockets[0]!.readyState).toBe(3);
    vi.advanceTimersByTime(1000);
    expect(sockets).toHaveLength(2);
    live.close();
  });

  it('stops after 4401 (session ended) and after close()', () => {
    const first = setup();
    first.sockets[0]!.open();
    first.sockets[0]!.drop(4401);
    expect(first.sessionEnded).toHaveBeenCalledOnce();
    vi.advanceTimersByTime(60_000);
    expect(first.sockets).toHaveLength(1);

    const second = setup();
    second.sockets[0]!.open();
    second.live.close();
    expect(second.sockets[0]!.closedWith).toBe(1000);
    vi.advanceTimersByTime(60_000);
    expect(second.sockets).toHaveLength(1);
  });

  it('waits for the tab to be used again after giving way to newer sockets (4429)', () => {
    const { live, sockets, status, sessionEnded } = setup();
    sockets[0]!.open();
    sockets[0]!.drop(4429);
    expect(status).toEqual([true, false]);
    vi.advanceTimersByTime(10 * 60_000);
    expect(sockets).toHaveLength(1);
    expect(sessionEnded).not.toHaveBeenCalled();
    live.reconnectNow();
    expect(sockets).toHaveLength(2);
    sockets[1]!.open();
    live.reconnectNow();
    expect(sockets).toHaveLength(2);
    live.close();
  });

  it('reconnects at once when asked while waiting', () => {
    const { live, sockets } = setup();
    sockets[0]!.drop();
    live.reconnectNow();
    expect(sockets).toHaveLength(2);
    live.close();
  });
});
