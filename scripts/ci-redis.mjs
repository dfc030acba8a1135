#!/usr/bin/env node
// Prints a Redis URL for the server's Redis tests when one answers PING (CI_REDIS_URL, or 127.0.0.1:6379).
import { createRequire } from 'node:module';

const require = createRequire(new URL('../apps/server/package.json', import.meta.url));
const { Redis } = require('ioredis');

const url = process.env.CI_REDIS_URL ?? 'redis://127.0.0.1:6379';
const redis = new Redis(url, {
  lazyConnect: true,
  connectTimeout: 3000,
  maxRetriesPerRequest: 0,
  retryStrategy: () => null,
});
redis.on('error', () => {});
try {
  await redis.connect();
  if ((await redis.ping()) !== 'PONG') throw new Error('no PONG');
  process.stdout.write(url);
} catch (error) {
  console.error(`ci-redis: ${error.message}`);
  process.exitCode = 1;
} finally {
  redis.disconnect();
}
