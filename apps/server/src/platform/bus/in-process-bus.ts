import { Subscribers, type Bus } from './bus.ts';

/** The single-instance bus: delivers in this process, on the next tick (like a network bus). */
export function inProcessBus(): Bus {
  const subscribers = new Subscribers();
  return {
    async publish(topic, payload) {
      const json = JSON.stringify(payload);
      queueMicrotask(() => subscribers.deliver(topic, json));
    },
    async subscribe(topic, handler) {
      subscribers.add(topic, handler);
    },
    async unsubscribe(topic, handler) {
      subscribers.remove(topic, handler);
    },
    async hasSubscribers(topic) {
      return subscribers.has(topic);
    },
    async close() {},
  };
}
