import { randomBytes } from 'node:crypto';
import { Redis } from 'ioredis';

/**
 * TEST_REDIS_URL (a Redis the tests may write to) turns on the tests of the Redis rate-limit store; they are skipped
 * without it. Each test file writes under a prefix of its own (TEST_REDIS_PREFIX, then a random part) and deletes
 * those keys, and only those, when it is done.
 */
export const testRedisUrl: string | null = process.env.TEST_REDIS_URL || null;

export interface TestRedisKeys {
  url: string;
  /** Every key this file writes starts with it. */
  prefix: string;
  /** How many keys under the prefix exist now. */
  count(): Promise<number>;
  /** Deletes the keys under the prefix and closes the admin client. */
  dispose(): Promise<void>;
}

export async function testRedisKeys(): Promise<TestRedisKeys> {
  if (!testRedisUrl) throw new Error('TEST_REDIS_URL is not set');
  const url = testRedisUrl;
  const prefix = `${process.env.TEST_REDIS_PREFIX ?? 'telehealth-test:'}${process.pid}-${randomBytes(4).toString('hex')}:`;
  const admin = new Redis(url, { lazyConnect: true });
  await admin.connect();
  const keys = async () => {
    const found: string[] = [];
    let cursor = '0';
    do {
      const [next, batch] = await admin.scan(cursor, 'MATCH', `${prefix}*`, 'COUNT', 1000);
      cursor = next;
      found.push(...batch);
    } while (cursor !== '0');
    return found;
  };
  return {
    url,
    prefix,
    count: async () => (await keys()).length,
    async dispose() {
      const found = await keys();
      if (found.length > 0) await admin.del(...found);
      admin.disconnect();
    },
  };
}
