import type { WebSocket } from 'ws';
import { LIVE_CLOSE, type TLiveEvent } from '@cupido/contract';
import type { Bus } from '../../platform/bus/bus.ts';
import type { Queryable } from '../../platform/db/db.ts';
import { liveSessionIds } from './live.repo.ts';

type TClient = {
  socket: WebSocket;
  sessionId: string;
  memberId: number;
  /** While the tab is in front: its subscription to the member's front topic (to stop it). */
  front: Promise<() => Promise<void>> | null;
};
export type TPublishListener = (memberId: number, event: TLiveEvent) => Promise<void>;

const topic = (memberId: number) => `member:${memberId}`;
/** Subscribed by every instance while it holds a tab of the member that is in front. */
const frontTopic = (memberId: number) => `front:${memberId}`;

/**
 * Sockets one session (one browser's tabs) and one member (all devices) may hold on this
 * instance; a new socket beyond either closes the oldest (decision 15).
 */
export const LIVE_SOCKET_LIMITS = { perSession: 8, perMember: 16 } as const;

/**
 * The sockets connected to this instance. Events for a member go through the bus, so they reach
 * the member's sockets on every instance. Sessions are re-checked every few seconds in one
 * query: a socket whose session ended (logout, password change, deletion, expiry, ban) closes
 * with LIVE_CLOSE.sessionEnded.
 */
export class LiveHub {
  private readonly bus: Bus;
  private readonly db: Queryable;
  private readonly clients = new Set<TClient>();
  private readonly listeners: TPublishListener[] = [];
  private readonly checkEveryMs: number;
  private timer: NodeJS.Timeout | null = null;

  constructor(bus: Bus, db: Queryable, { checkEveryMs = 3_000 } = {}) {
    this.bus = bus;
    this.db = db;
    this.checkEveryMs = checkEveryMs;
  }

  get size() {
    return this.clients.size;
  }

  publish = async (memberId: number, event: TLiveEvent): Promise<void> => {
    await this.bus.publish(topic(memberId), event);
    for (const listener of this.listeners) await listener(memberId, event);
  };

  /**
   * Hears every event published on this instance, once (e.g. notifications mail a member who is
   * away). A listener handles its own failures: the event has gone out.
   */
  listen(listener: TPublishListener) {
    this.listeners.push(listener);
  }

  /** Whether the member has an open live socket on any instance (one of their tabs is open). */
  isConnected = (memberId: number): Promise<boolean> => this.bus.hasSubscribers(topic(memberId));

  /**
   * Whether a tab of the member is open and in front on any instance: the member is present,
   * however many other tabs of theirs are in the background (decision 30).
   */
  isInFront = (memberId: number): Promise<boolean> => this.bus.hasSubscribers(frontTopic(memberId));

  /**
   * The tab behind this socket came to the front or went to the background (the live frames
   * `visible` and `hidden`). A socket starts in front; each one in front holds its own
   * subscription, so the topic has subscribers exactly while one of them is in front.
   */
  async setInFront(socket: WebSocket, inFront: boolean) {
    const client = [...this.clients].find((c) => c.socket === socket);
    if (!client) return;
    if (inFront && !client.front) client.front = this.enterFront(client.memberId);
    else if (!inFront && client.front) await this.leaveFront(client);
  }

  // A handler of its own per socket: the bus counts handlers, not members.
  private enterFront = (memberId: number) => this.bus.subscribe(frontTopic(memberId), () => {});

  private async leaveFront(client: TClient) {
    const front = client.front;
    client.front = null;
    if (front) await (await front)();
  }

  /** Delivers the member's events to this socket until it closes. */
  async attach(socket: WebSocket, session: { id: string; memberId: number }) {
    const client: TClient = {
      socket,
      sessionId: session.id,
      memberId: session.memberId,
      front: this.enterFront(session.memberId),
    };
    this.makeRoom(client);
    this.clients.add(client);
    const stop = await this.bus.subscribe(topic(session.memberId), (event) => {
      if (socket.readyState === socket.OPEN) socket.send(JSON.stringify(event));
    });
    const detach = () => {
      this.clients.delete(client);
      void stop();
      void this.leaveFront(client);
    };
    if (socket.readyState !== socket.OPEN) detach();
    else socket.once('close', detach);
    this.timer ??= setInterval(() => void this.checkSessions(), this.checkEveryMs).unref();
  }

  /** Closes the oldest sockets of the newcomer's session and member beyond the limits. */
  private makeRoom(newcomer: TClient) {
    // The set keeps insertion order: the oldest sockets come first.
    const member = [...this.clients].filter((c) => c.memberId === newcomer.memberId);
    const session = member.filter((c) => c.sessionId === newcomer.sessionId);
    const excess = new Set([
      ...session.slice(0, Math.max(0, session.length - LIVE_SOCKET_LIMITS.perSession + 1)),
      ...member.slice(0, Math.max(0, member.length - LIVE_SOCKET_LIMITS.perMember + 1)),
    ]);
    for (const client of excess) {
      this.clients.delete(client);
      client.socket.close(LIVE_CLOSE.tooManySockets, 'too many sockets');
    }
  }

  /** Closes the sockets whose session no longer exists. */
  async checkSessions() {
    if (this.clients.size === 0) return;
    // Only the sockets asked about: one that connects while the query runs is not judged by it.
    const checked = [...this.clients];
    const ids = [...new Set(checked.map((c) => c.sessionId))];
    const open = new Set(await liveSessionIds(this.db, ids));
    for (const client of checked) {
      if (!open.has(client.sessionId))
        client.socket.close(LIVE_CLOSE.sessionEnded, 'session ended');
    }
  }

  async close() {
    if (this.timer) clearInterval(this.timer);
    this.timer = null;
    for (const client of this.clients) client.socket.close(1001, 'server shutting down');
    this.clients.clear();
  }
}
