import { randomUUID } from 'node:crypto';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { REDIS_URL } from '../../test/test-app.ts';
import type { Bus } from './bus.ts';
import { inProcessBus } from './in-process-bus.ts';
import { redisBus } from './redis-bus.ts';
import { openRedis } from './redis-client.ts';

const connections: { quit(): Promise<unknown> }[] = [];
afterAll(async () => {
  for (const connection of connections) await connection.quit();
});

/** A Redis bus on a connection and a prefix of its own. */
function newRedisBus(url: string): { bus: Bus; prefix: string } {
  const redis = openRedis(url);
  connections.push(redis);
  const prefix = `cupido-test-${randomUUID().slice(0, 8)}:`;
  return { bus: redisBus(redis, prefix, () => {}), prefix };
}

/** A bus of each kind there is here. */
function buses(): [string, () => { bus: Bus }][] {
  const url = REDIS_URL;
  const kinds: [string, () => { bus: Bus }][] = [['in process', () => ({ bus: inProcessBus() })]];
  if (url) kinds.push(['Redis', () => newRedisBus(url)]);
  return kinds;
}

/** Collects what a handler of the topic receives, until `count` payloads came. */
function receive(bus: Bus, topic: string, count: number) {
  const got: string[] = [];
  let done = () => {};
  const all = new Promise<void>((resolve) => (done = resolve));
  const handler = (json: string, from: string) => {
    expect(from).toBe(topic);
    got.push(json);
    if (got.length === count) done();
  };
  return { got, all, subscribed: bus.subscribe(topic, handler), handler };
}

describe.each(buses())('the bus (%s)', (_kind, make) => {
  it('delivers what one tick published to a topic, each payload on its own and in order', async () => {
    const { bus } = make();
    const topic = `member:${randomUUID()}`;
    const payloads = [
      { type: 'message', text: 'two\nlines and a \\n' },
      { type: 'credits', credits: 19 },
      { type: 'unread', messages: 0 },
    ];
    const heard = receive(bus, topic, payloads.length);
    await heard.subscribed;
    await Promise.all(payloads.map((payload) => bus.publish(topic, payload)));
    await heard.all;
    expect(heard.got.map((json) => JSON.parse(json))).toEqual(payloads);
    // Published later, on another tick: after them.
    const later = receive(bus, topic, 1);
    await later.subscribed;
    await bus.publish(topic, { type: 'pong' });
    await later.all;
    expect(later.got).toEqual(['{"type":"pong"}']);
    expect(heard.got).toHaveLength(4);
    await bus.unsubscribe(topic, heard.handler);
    await bus.unsubscribe(topic, later.handler);
    await bus.close();
  });
});

describe.runIf(REDIS_URL)('the Redis bus', () => {
  it('sends what one tick published to a topic as one Redis message', async () => {
    const { bus, prefix } = newRedisBus(REDIS_URL!);
    const watcher = openRedis(REDIS_URL!);
    connections.push(watcher);
    const topic = `member:${randomUUID()}`;
    const messages: string[] = [];
    watcher.on('message', (_channel: string, message: string) => messages.push(message));
    await watcher.subscribe(prefix + topic);
    const heard = receive(bus, topic, 3);
    await heard.subscribed;
    await Promise.all([
      bus.publish(topic, { n: 1 }),
      bus.publish(topic, { n: 2 }),
      bus.publish(`member:${randomUUID()}`, { n: 'elsewhere' }),
      bus.publish(topic, { n: 3 }),
    ]);
    await heard.all;
    expect(heard.got).toEqual(['{"n":1}', '{"n":2}', '{"n":3}']);
    await vi.waitFor(() => expect(messages).toEqual(['{"n":1}\n{"n":2}\n{"n":3}']));
    await bus.close();
  });
});
