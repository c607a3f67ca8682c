import { Redis } from 'ioredis';

/**
 * The Redis connection an instance shares (the bus's publishing, rate limits, presence).
 * Commands asked for in the same tick leave in one write (auto-pipelining: a chat send's live
 * events, decision 52); a command waits for at most two reconnection attempts.
 */
export function openRedis(url: string): Redis {
  return new Redis(url, {
    lazyConnect: false,
    maxRetriesPerRequest: 2,
    enableAutoPipelining: true,
  });
}
