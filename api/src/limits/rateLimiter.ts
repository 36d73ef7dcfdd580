import { createHmac } from 'node:crypto';
import type { Redis } from 'ioredis';

export interface RateDecision {
  allowed: boolean;
  retryAfterSeconds: number;
}

/**
 * Fixed-window counters: at most `limit` hits per `windowMs` for a key. A hit may weigh more than one
 * (`cost`): a batch of events counts as that many, in one round trip.
 */
export interface RateLimiter {
  hit(key: string, limit: number, windowMs: number, cost?: number): Promise<RateDecision>;
  close(): void;
}

/** One process: counters in memory, swept once a minute. */
export function memoryRateLimiter(): RateLimiter {
  const windows = new Map<string, { count: number; resetAt: number }>();
  const sweep = setInterval(() => {
    const now = Date.now();
    for (const [key, window] of windows) if (window.resetAt <= now) windows.delete(key);
  }, 60_000);
  sweep.unref();
  return {
    async hit(key, limit, windowMs, cost = 1) {
      const now = Date.now();
      let window = windows.get(key);
      if (!window || window.resetAt <= now) {
        window = { count: 0, resetAt: now + windowMs };
        windows.set(key, window);
      }
      window.count += cost;
      return { allowed: window.count <= limit, retryAfterSeconds: Math.ceil((window.resetAt - now) / 1000) };
    },
    close() {
      clearInterval(sweep);
    },
  };
}

/** Several instances: counters in Redis, shared by all of them. */
export function redisRateLimiter(redis: Redis): RateLimiter {
  return {
    async hit(key, limit, windowMs, cost = 1) {
      const redisKey = `rate:${key}`;
      const result = await redis.multi().incrby(redisKey, cost).pexpire(redisKey, windowMs, 'NX').pttl(redisKey).exec();
      const count = Number(result?.[0]?.[1] ?? 0);
      const ttl = Number(result?.[2]?.[1] ?? windowMs);
      return { allowed: count <= limit, retryAfterSeconds: Math.ceil(Math.max(ttl, 0) / 1000) };
    },
    close() {
      // The connection belongs to the app, which closes it.
    },
  };
}

/**
 * Rate limits never see an IP address: they key on an HMAC of it whose key changes every day, so the
 * counters cannot be turned back into addresses, nor linked from one day to the next.
 */
export function hashClientAddress(secret: string, address: string, now = new Date()): string {
  const day = Math.floor(now.getTime() / 86_400_000);
  const dailyKey = createHmac('sha256', secret).update(String(day)).digest();
  return createHmac('sha256', dailyKey).update(address).digest('hex').slice(0, 32);
}
