/** Whether a Redis server answers PING, without leaving a client behind. */
import { Redis } from 'ioredis';

export async function probeRedis(url: string): Promise<{ reachable: boolean; reason?: string }> {
  const client = new Redis(url, {
    connectTimeout: 1000,
    maxRetriesPerRequest: 0,
    retryStrategy: () => null,
    lazyConnect: true,
  });
  client.on('error', () => undefined);
  try {
    await client.connect();
    await client.ping();
    return { reachable: true };
  } catch (error) {
    return { reachable: false, reason: (error as Error).message };
  } finally {
    client.disconnect();
  }
}
