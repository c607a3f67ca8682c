import type { WebSocket } from 'ws';
import { LIVE_CLOSE, type TLiveEvent } from '@cupido/contract';
import type { Bus } from '../../platform/bus/bus.ts';
import type { Queryable } from '../../platform/db/db.ts';

type TClient = { socket: WebSocket; sessionId: string; memberId: number };

const topic = (memberId: number) => `member:${memberId}`;

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
  };

  /** Delivers the member's events to this socket until it closes. */
  async attach(socket: WebSocket, session: { id: string; memberId: number }) {
    const client = { socket, sessionId: session.id, memberId: session.memberId };
    this.clients.add(client);
    const stop = await this.bus.subscribe(topic(session.memberId), (event) => {
      if (socket.readyState === socket.OPEN) socket.send(JSON.stringify(event));
    });
    const detach = () => {
      this.clients.delete(client);
      void stop();
    };
    if (socket.readyState !== socket.OPEN) detach();
    else socket.once('close', detach);
    this.timer ??= setInterval(() => void this.checkSessions(), this.checkEveryMs).unref();
  }

  /** Closes the sockets whose session no longer exists. */
  async checkSessions() {
    if (this.clients.size === 0) return;
    // Only the sockets asked about: one that connects while the query runs is not judged by it.
    const checked = [...this.clients];
    const ids = [...new Set(checked.map((c) => c.sessionId))];
    const alive = await this.db.query<{ id: string }>(
      'select id from sessions where id = any($1) and expires_at > now()',
      [ids],
    );
    const open = new Set(alive.map((row) => row.id));
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
