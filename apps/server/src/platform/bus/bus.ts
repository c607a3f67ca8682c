/**
 * Fan-out of live events between server instances. A topic is a string (e.g. `member:42`);
 * payloads are JSON values, encoded once when published: handlers receive the JSON text (what a
 * live socket sends as it is). In-process by default, Redis pub/sub when REDIS_URL is set, so an
 * event published on one instance reaches sockets connected to any instance.
 */
export interface Bus {
  publish(topic: string, payload: unknown): Promise<void>;
  /**
   * Starts delivering the topic's payloads to `handler` (with the topic, so one handler can
   * serve many topics). The handler is registered before the first await: an unsubscribe called
   * at any time after stops it.
   */
  subscribe(topic: string, handler: THandler): Promise<void>;
  /** Stops delivering the topic to `handler`, at once; the bus leaves the topic when none is left. */
  unsubscribe(topic: string, handler: THandler): Promise<void>;
  /** Whether any instance delivers this topic now (a member with an open live socket). */
  hasSubscribers(topic: string): Promise<boolean>;
  close(): Promise<void>;
}

/** Receives a payload as its JSON text, and the topic. */
export type THandler = (json: string, topic: string) => void;

/**
 * Handlers per topic, shared by both adapters. A topic's only handler is held as it is, several
 * in a set: the live hub subscribes once per member and instance, so most topics have one, and
 * a set per topic would cost ~150 bytes for each member with an open socket (issue 12).
 */
export class Subscribers {
  private readonly byTopic = new Map<string, THandler | Set<THandler>>();

  /** Adds a handler; true when it is the topic's first. */
  add(topic: string, handler: THandler): boolean {
    const held = this.byTopic.get(topic);
    if (held === undefined) this.byTopic.set(topic, handler);
    else if (typeof held !== 'function') held.add(handler);
    else if (held !== handler) this.byTopic.set(topic, new Set([held, handler]));
    return held === undefined;
  }

  /** Removes a handler; true when the topic has none left. */
  remove(topic: string, handler: THandler): boolean {
    const held = this.byTopic.get(topic);
    if (held === undefined) return false;
    if (typeof held === 'function' ? held !== handler : !held.delete(handler) || held.size > 0)
      return false;
    this.byTopic.delete(topic);
    return true;
  }

  has(topic: string): boolean {
    return this.byTopic.has(topic);
  }

  deliver(topic: string, json: string) {
    const held = this.byTopic.get(topic);
    if (typeof held === 'function') held(json, topic);
    else for (const handler of held ?? []) handler(json, topic);
  }
}
