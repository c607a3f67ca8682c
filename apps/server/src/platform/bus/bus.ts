/**
 * Fan-out of live events between server instances. A topic is a string (e.g. `member:42`);
 * payloads are JSON values. In-process by default, Redis pub/sub when REDIS_URL is set, so an
 * event published on one instance reaches sockets connected to any instance.
 */
export interface Bus {
  publish(topic: string, payload: unknown): Promise<void>;
  /** Starts delivering the topic's payloads to `handler`; the returned function stops it. */
  subscribe(topic: string, handler: (payload: unknown) => void): Promise<() => Promise<void>>;
  /** Whether any instance delivers this topic now (a member with an open live socket). */
  hasSubscribers(topic: string): Promise<boolean>;
  close(): Promise<void>;
}

/** Handlers per topic, shared by both adapters. */
export class Subscribers {
  private readonly byTopic = new Map<string, Set<(payload: unknown) => void>>();

  /** Adds a handler; true when it is the topic's first. */
  add(topic: string, handler: (payload: unknown) => void): boolean {
    let set = this.byTopic.get(topic);
    const first = !set;
    if (!set) this.byTopic.set(topic, (set = new Set()));
    set.add(handler);
    return first;
  }

  /** Removes a handler; true when the topic has none left. */
  remove(topic: string, handler: (payload: unknown) => void): boolean {
    const set = this.byTopic.get(topic);
    if (!set) return false;
    set.delete(handler);
    if (set.size > 0) return false;
    this.byTopic.delete(topic);
    return true;
  }

  has(topic: string): boolean {
    return this.byTopic.has(topic);
  }

  deliver(topic: string, payload: unknown) {
    for (const handler of this.byTopic.get(topic) ?? []) handler(payload);
  }
}
