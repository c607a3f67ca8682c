import type { WebSocket } from 'ws';
import { LIVE_CLOSE, type TLiveEvent } from '@cupido/contract';
import type { Bus } from '../../platform/bus/bus.ts';
import type { Queryable } from '../../platform/db/db.ts';
import { liveSessionIds } from './live.repo.ts';

type TClient = {
  socket: WebSocket;
  sessionId: string;
  memberId: number;
  /** The tab behind the socket is in front (the live frames `visible` and `hidden`). */
  inFront: boolean;
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
/** A subscription that is in place. */
const SUBSCRIBED = Promise.resolve();

/**
 * Sockets one session (one browser's tabs) and one member (all devices) may hold on this
 * instance; a new socket beyond either closes the oldest (decision 15).
 */
export const LIVE_SOCKET_LIMITS = { perSession: 8, perMember: 16 } as const;

/**
 * The sockets connected to this instance, by member and by socket. Events for a member go
 * through the bus, so they reach the member's sockets on every instance; an instance subscribes
 * once per member it holds sockets of. Sessions are re-checked every few seconds in one query: a
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

  /** Delivers the member's events to this socket until it closes. */
  async attach(socket: WebSocket, session: { id: string; memberId: number }) {
    const client: TClient = {
      socket,
      sessionId: session.id,
      memberId: session.memberId,
      inFront: true,
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
    else socket.on('close', this.onSocketClose);
    this.timer ??= setInterval(() => void this.checkSessions(), this.checkEveryMs).unref();
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

  /** Closes the sockets whose session no longer exists. */
  async checkSessions() {
    if (this.clients.size === 0) return;
    // Only the sockets asked about: one that connects while the query runs is not judged by it.
    const checked = [...this.clients.values()];
    const ids = [...new Set(checked.map((c) => c.sessionId))];
    const open = new Set(await liveSessionIds(this.db, ids));
    for (const client of checked) {
      if (!open.has(client.sessionId))
        client.socket.close(LIVE_CLOSE.sessionEnded, 'session ended');
    }
  }

  /** Closes every socket (server shutting down); each leaves the hub as it closes. */
  async close() {
    if (this.timer) clearInterval(this.timer);
    this.timer = null;
    for (const client of this.clients.values()) client.socket.close(1001, 'server shutting down');
  }
}
