import type { Redis } from 'ioredis';
import { Subscribers, type Bus } from './bus.ts';

/**
 * Between payloads in one Redis message. JSON text never holds a raw line feed (one inside a
 * string is written `\n`), so the payloads are split again where it stands.
 */
const SEPARATOR = '\n';

/** The payloads published to one topic in the current tick, and the one message they leave in. */
type TBatch = { payloads: string[]; sent: Promise<unknown> };

/**
 * Redis pub/sub: one subscriber connection per instance, subscribed to the topics its sockets
 * need (channel = prefix + topic); publishing uses the shared command connection. The payloads
 * published to one topic in the same tick leave as one Redis message, in the order published,
 * and are delivered one by one: a chat send's message, credits and badge totals for its sender
 * are one PUBLISH, not three, for Redis to take in and send to each subscribed instance.
 */
export function redisBus(redis: Redis, prefix: string, onError: (error: unknown) => void): Bus {
  const subscriber = redis.duplicate();
  subscriber.on('error', onError);
  const subscribers = new Subscribers();
  // A message is the JSON text of the payloads an instance published (the prefix is Cupido's
  // own): each delivered as it came, not decoded.
  subscriber.on('message', (channel: string, message: string) => {
    if (!channel.startsWith(prefix)) return;
    const topic = channel.slice(prefix.length);
    if (!message.includes(SEPARATOR)) subscribers.deliver(topic, message);
    else for (const payload of message.split(SEPARATOR)) subscribers.deliver(topic, payload);
  });
  const batches = new Map<string, TBatch>();
  const send = (topic: string, payloads: string[]) => {
    batches.delete(topic);
    return redis.publish(prefix + topic, payloads.join(SEPARATOR));
  };
  return {
    async publish(topic, payload) {
      const json = JSON.stringify(payload);
      const batch = batches.get(topic);
      if (batch) {
        batch.payloads.push(json);
        await batch.sent;
        return;
      }
      const payloads = [json];
      // Sent once the publishing code has run to its first wait: what it published to the topic
      // meanwhile goes with it.
      const sent = new Promise<void>((resolve) => process.nextTick(resolve)).then(() =>
        send(topic, payloads),
      );
      batches.set(topic, { payloads, sent });
      await sent;
    },
    async subscribe(topic, handler) {
      // The connection runs SUBSCRIBE and UNSUBSCRIBE in the order they were sent.
      if (subscribers.add(topic, handler)) await subscriber.subscribe(prefix + topic);
    },
    async unsubscribe(topic, handler) {
      if (subscribers.remove(topic, handler))
        await subscriber.unsubscribe(prefix + topic).catch(onError);
    },
    async hasSubscribers(topic) {
      // Every instance subscribes to a member's channel while it holds one of their sockets.
      const answer = (await redis.pubsub('NUMSUB', prefix + topic)) as [string, number];
      return Number(answer[1]) > 0;
    },
    async close() {
      subscriber.disconnect();
    },
  };
}
