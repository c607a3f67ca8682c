import type { Redis } from 'ioredis';
import { Subscribers, type Bus } from './bus.ts';

/**
 * Redis pub/sub: one subscriber connection per instance, subscribed to the topics its sockets
 * need (channel = prefix + topic); publishing uses the shared command connection.
 */
export function redisBus(redis: Redis, prefix: string, onError: (error: unknown) => void): Bus {
  const subscriber = redis.duplicate();
  subscriber.on('error', onError);
  const subscribers = new Subscribers();
  // A message is the JSON text an instance published (the prefix is Cupido's own): delivered as
  // it came, not decoded.
  subscriber.on('message', (channel: string, message: string) => {
    if (channel.startsWith(prefix)) subscribers.deliver(channel.slice(prefix.length), message);
  });
  return {
    async publish(topic, payload) {
      await redis.publish(prefix + topic, JSON.stringify(payload));
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
