import type { FastifyRequest } from 'fastify';
import type { WebSocket } from 'ws';
import { LIVE_CLOSE, type TLiveEvent } from '@cupido/contract';
import type { Bus } from '../../platform/bus/bus.ts';
import type { Queryable } from '../../platform/db/db.ts';
import { endedSessionsSince } from './live.repo.ts';

/** What a socket keeps of its request to word its error events: the locale and the site. */
export type TWording = Pick<FastifyRequest, 'locale' | 'site'>;

/**
 * A socket and all it keeps: no closure or object of its own besides this one (an idle socket's
 * memory, docs/performance.md).
 */
export type TClient = {
  readonly socket: WebSocket;
  readonly sessionId: string;
  readonly memberId: number;
  /** When the session expires: whole seconds after the hub's `epoch` (a small integer). */
  readonly expiresAt: number;
  /** The tab behind the socket is in front (the live frames `visible` and `hidden`). */
  inFront: boolean;
  /** Shared by every socket of the same locale and site. */
  readonly wording: TWording;
  /** Where the socket's current second of frames began: ms after the hub's `epoch`. */
  windowStart: number;
  /** Frames the socket sent since `windowStart`. */
  frames: number;
};

/**
 * A member's sockets on this instance. The instance is subscribed to the member's topic while
 * it holds one of them, and to their front topic while one of them is in front; both with
 * handlers shared by every member, so a member costs no closures.
 */
type TMember = {
  /** Oldest first; an array (at most 16), lighter than a set for the one socket most have. */
  clients: TClient[];
  /** Settles when the subscription to the member's topic is in place (then a shared one). */
  subscribed: Promise<void>;
  /** Subscribed to the member's front topic. */
  front: boolean;
};
export type TPublishListener = (memberId: number, event: TLiveEvent) => Promise<void>;

const TOPIC = 'member:';
const topic = (memberId: number) => `${TOPIC}${memberId}`;
/** Subscribed by every instance while it holds a tab of the member that is in front. */
const frontTopic = (memberId: number) => `front:${memberId}`;
/** The front topic carries no events: its subscribers are what is asked about. */
const ignore = () => {};
/** Closes a socket whose session ended; it leaves the hub as it closes. */
const closeEnded = (client: TClient) =>
  client.socket.close(LIVE_CLOSE.sessionEnded, 'session ended');
/** A subscription that is in place. */
const SUBSCRIBED = Promise.resolve();

/**
 * How long the ids of ended sessions are kept after they were read: a socket whose handshake
 * found its session before it ended, and which attaches after the note was read, closes too.
 */
const ENDED_KEPT_MS = 60_000;

/**
 * Sockets one session (one browser's tabs) and one member (all devices) may hold on this
 * instance; a new socket beyond either closes the oldest (decision 15).
 */
export const LIVE_SOCKET_LIMITS = { perSession: 8, perMember: 16 } as const;

/**
 * The sockets connected to this instance, by member and by socket. Events for a member go
 * through the bus, so they reach the member's sockets on every instance; an instance subscribes
 * once per member it holds sockets of. Every few seconds the hub reads which sessions ended
 * since it last asked (migration 0027) and looks at the expiry of each socket's session: a
 * socket whose session ended (logout, password change, deletion, expiry, ban) closes with
 * LIVE_CLOSE.sessionEnded.
 */
export class LiveHub {
  private readonly bus: Bus;
  private readonly db: Queryable;
  private readonly members = new Map<number, TMember>();
  private readonly clients = new Map<WebSocket, TClient>();
  private readonly listeners: TPublishListener[] = [];
  private readonly checkEveryMs: number;
  private timer: NodeJS.Timeout | null = null;
  /** The session check under way, if one is. */
  private checking: Promise<void> | null = null;
  /** Where the next session check reads ended sessions from (endedSessionsSince). */
  private cursor: string | null = null;
  /** Sessions read as ended in the last ENDED_KEPT_MS, with when they were read. */
  private readonly ended = new Map<string, number>();
  /** The time session expiries count from, in ms since the epoch. */
  private readonly epoch = Date.now();
  /** Every socket's 'close' listener, `this` being the socket: one function, not one a socket. */
  private readonly onSocketClose: (this: WebSocket) => void;
  /**
   * Every member's events, to all their sockets here: one function for every member's topic.
   * The event comes as its JSON text, the frame itself.
   */
  private readonly deliver = (frame: string, eventTopic: string) => {
    const member = this.members.get(Number(eventTopic.slice(TOPIC.length)));
    if (!member) return;
    for (const { socket } of member.clients)
      if (socket.readyState === socket.OPEN) socket.send(frame);
  };

  constructor(bus: Bus, db: Queryable, { checkEveryMs = 3_000 } = {}) {
    this.bus = bus;
    this.db = db;
    this.checkEveryMs = checkEveryMs;
    const detach = (socket: WebSocket) => {
      const client = this.clients.get(socket);
      if (client) this.detach(client);
    };
    this.onSocketClose = function (this: WebSocket) {
      detach(this);
    };
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
  isInFront = async (memberId: number): Promise<boolean> =>
    // In front here: known without asking the bus (with Redis, a round trip).
    this.members.get(memberId)?.front === true || this.bus.hasSubscribers(frontTopic(memberId));

  /**
   * The tab behind this socket came to the front or went to the background (the live frames
   * `visible` and `hidden`). A socket starts in front; the instance subscribes to the member's
   * front topic while one of the member's sockets here is in front, so the topic has
   * subscribers exactly while one of them is in front on some instance.
   */
  async setInFront(socket: WebSocket, inFront: boolean) {
    const client = this.clients.get(socket);
    if (!client || client.inFront === inFront) return;
    client.inFront = inFront;
    await this.updateFront(client.memberId);
  }

  /** Subscribes to or leaves the member's front topic as their sockets here now need. */
  private async updateFront(memberId: number) {
    const member = this.members.get(memberId);
    if (!member) return;
    const wanted = member.clients.some((client) => client.inFront);
    if (wanted === member.front) return;
    member.front = wanted;
    // A failed subscription leaves the member as not present: nothing else depends on it.
    if (wanted) await this.bus.subscribe(frontTopic(memberId), ignore).catch(ignore);
    else await this.bus.unsubscribe(frontTopic(memberId), ignore).catch(ignore);
  }

  /** The socket's client while it is attached. */
  clientOf(socket: WebSocket): TClient | undefined {
    return this.clients.get(socket);
  }

  /**
   * Counts a frame from the client; false when it is beyond `perSecond` frames in the second
   * that began with the first frame counted in it.
   */
  admitFrame(client: TClient, perSecond: number): boolean {
    const now = Date.now() - this.epoch;
    if (now - client.windowStart >= 1000) [client.windowStart, client.frames] = [now, 0];
    return ++client.frames <= perSecond;
  }

  /**
   * Delivers the member's events to this socket until it closes. The socket is the hub's
   * (`clientOf`) at once, before the subscription to the member's events is in place.
   */
  async attach(
    socket: WebSocket,
    session: { id: string; memberId: number; expiresAt: number },
    wording: TWording,
  ) {
    const client: TClient = {
      socket,
      sessionId: session.id,
      memberId: session.memberId,
      expiresAt: this.expiryOf(session.expiresAt),
      inFront: true,
      wording,
      // Ms after the epoch: a small integer for the hub's first 24 days, where an absolute time
      // would be a number object of its own for every socket.
      windowStart: Date.now() - this.epoch,
      frames: 0,
    };
    let member = this.members.get(client.memberId);
    if (member) member.clients.push(client);
    else member = this.addMember(client);
    this.clients.set(socket, client);
    this.makeRoom(member, client);
    void this.updateFront(client.memberId);
    try {
      await member.subscribed;
    } catch (error) {
      this.detach(client);
      throw error;
    }
    if (socket.readyState !== socket.OPEN) this.detach(client);
    else {
      socket.on('close', this.onSocketClose);
      // Its session ended since the handshake found it, and the check has read so already.
      if (this.ended.has(client.sessionId)) closeEnded(client);
    }
    // A check that failed (the database out of reach) is made again at the next tick.
    this.timer ??= setInterval(
      () => void this.checkSessions().catch(ignore),
      this.checkEveryMs,
    ).unref();
  }

  /** The member's first socket here: the instance subscribes to their topic. */
  private addMember(first: TClient): TMember {
    // Sized for one: an empty array would grow to room for 17 on its first push.
    const subscribed = this.bus.subscribe(topic(first.memberId), this.deliver);
    const member: TMember = { clients: [first], subscribed, front: false };
    this.members.set(first.memberId, member);
    // Once in place, the member keeps the shared settled promise instead of their own.
    subscribed.then(() => {
      if (member.subscribed === subscribed) member.subscribed = SUBSCRIBED;
    }, ignore);
    return member;
  }

  /** Forgets the socket; the member's subscriptions end with their last socket here. */
  private detach(client: TClient) {
    this.clients.delete(client.socket);
    const member = this.members.get(client.memberId);
    const at = member?.clients.indexOf(client) ?? -1;
    if (!member || at < 0) return;
    member.clients.splice(at, 1);
    if (member.clients.length > 0) {
      if (client.inFront) void this.updateFront(client.memberId);
      return;
    }
    this.members.delete(client.memberId);
    void this.bus.unsubscribe(topic(client.memberId), this.deliver).catch(ignore);
    if (member.front) void this.bus.unsubscribe(frontTopic(client.memberId), ignore).catch(ignore);
  }

  /** Closes the oldest sockets of the newcomer's session and member beyond the limits. */
  private makeRoom(member: TMember, newcomer: TClient) {
    const all = member.clients;
    const session = all.filter((c) => c.sessionId === newcomer.sessionId);
    const excess = new Set([
      ...session.slice(0, Math.max(0, session.length - LIVE_SOCKET_LIMITS.perSession)),
      ...all.slice(0, Math.max(0, all.length - LIVE_SOCKET_LIMITS.perMember)),
    ]);
    for (const client of excess) {
      this.detach(client);
      client.socket.close(LIVE_CLOSE.tooManySockets, 'too many sockets');
    }
  }

  /**
   * A session's expiry, `ms` since the epoch, as whole seconds after the hub's epoch, rounded up:
   * a socket never closes before its session has expired.
   */
  private expiryOf(ms: number): number {
    return Math.ceil((ms - this.epoch) / 1000);
  }

  /**
   * Closes the sockets whose session has ended or expired. It reads the sessions that ended
   * since the last check, not every socket's session: its work does not grow with the sockets
   * (at 19,000 sockets, one query about all of them cost ~1 KB of memory a socket;
   * docs/performance.md). A check asked for while one runs is that one.
   */
  checkSessions(): Promise<void> {
    this.checking ??= this.checkNow().finally(() => {
      this.checking = null;
    });
    return this.checking;
  }

  private async checkNow() {
    const { cursor, ended } = await endedSessionsSince(this.db, this.cursor);
    this.cursor = cursor;
    const now = Date.now();
    for (const [id, readAt] of this.ended) if (now - readAt > ENDED_KEPT_MS) this.ended.delete(id);
    for (const { session_id: sessionId, member_id: memberId } of ended) {
      if (!this.ended.has(sessionId)) this.ended.set(sessionId, now);
      for (const client of this.members.get(memberId)?.clients ?? [])
        if (client.sessionId === sessionId) closeEnded(client);
    }
    const second = Math.floor((now - this.epoch) / 1000);
    for (const client of this.clients.values()) if (client.expiresAt <= second) closeEnded(client);
  }

  /** Closes every socket (server shutting down); each leaves the hub as it closes. */
  async close() {
    if (this.timer) clearInterval(this.timer);
    this.timer = null;
    for (const client of this.clients.values()) client.socket.close(1001, 'server shutting down');
  }
}
