import { randomUUID } from 'node:crypto';
import type { Redis } from 'ioredis';

/**
 * How many sockets one client address holds open, across every node: at most
 * SOCKETS_PER_ADDRESS. With Redis, each address is a sorted set of its sockets (node
 * and socket ids), scored by when the entry lapses; a node refreshes its own entries
 * while the sockets live and removes them when they close, so the entries of a node
 * that died lapse by themselves within LEASE_MS. Without Redis (one embedded node)
 * the count is in memory. When Redis cannot answer, the node counts in memory so a
 * socket is neither refused nor failed because the shared count is away.
 */
export const LEASE_MS = 60_000;

/** Adds a socket unless the address is full; answers 1 when added, 0 when refused. */
const ACQUIRE = `
redis.call('ZREMRANGEBYSCORE', KEYS[1], '-inf', ARGV[1])
if redis.call('ZCARD', KEYS[1]) >= tonumber(ARGV[2]) then return 0 end
redis.call('ZADD', KEYS[1], ARGV[3], ARGV[4])
redis.call('PEXPIRE', KEYS[1], ARGV[5])
return 1`;

export class AddressQuota {
  private readonly nodeId = randomUUID();
  /** This node's sockets per address (the whole count when there is no Redis). */
  private readonly local = new Map<string, Set<string>>();
  private refreshTimer: NodeJS.Timeout | undefined;

  constructor(
    private readonly options: {
      maxPerAddress: number;
      redis: Redis | null;
      keyPrefix: string;
      onStoreError?: (error: Error) => void;
    },
  ) {
    if (options.redis) {
      this.refreshTimer = setInterval(() => void this.refresh(), LEASE_MS / 3);
      this.refreshTimer.unref();
    }
  }

  private key(address: string): string {
    return `${this.options.keyPrefix}sockets:${address}`;
  }

  private member(socketId: string): string {
    return `${this.nodeId}:${socketId}`;
  }

  /** Takes a place for `socketId` from `address`; false when the address is at its limit. */
  async acquire(address: string, socketId: string): Promise<boolean> {
    const mine = this.local.get(address) ?? new Set<string>();
    const { redis, maxPerAddress } = this.options;
    let allowed: boolean;
    if (redis) {
      try {
        const now = Date.now();
        const answer = await redis.eval(
          ACQUIRE,
          1,
          this.key(address),
          now,
          maxPerAddress,
          now + LEASE_MS,
          this.member(socketId),
          LEASE_MS,
        );
        allowed = answer === 1;
      } catch (error) {
        this.options.onStoreError?.(error as Error);
        allowed = mine.size < maxPerAddress;
      }
    } else {
      allowed = mine.size < maxPerAddress;
    }
    if (!allowed) return false;
    mine.add(socketId);
    this.local.set(address, mine);
    return true;
  }

  /** Gives the place back when the socket closes. */
  release(address: string, socketId: string): void {
    const mine = this.local.get(address);
    if (!mine?.delete(socketId)) return;
    if (mine.size === 0) this.local.delete(address);
    this.options.redis?.zrem(this.key(address), this.member(socketId)).catch((error: Error) => {
      // The entry lapses on its own within LEASE_MS.
      this.options.onStoreError?.(error);
    });
  }

  /** Keeps this node's entries from lapsing while their sockets live. */
  private async refresh(): Promise<void> {
    const { redis } = this.options;
    if (!redis || this.local.size === 0) return;
    const expiresAt = Date.now() + LEASE_MS;
    const pipeline = redis.pipeline();
    for (const [address, sockets] of this.local) {
      for (const socketId of sockets) pipeline.zadd(this.key(address), expiresAt, this.member(socketId));
      pipeline.pexpire(this.key(address), LEASE_MS);
    }
    try {
      await pipeline.exec();
    } catch (error) {
      this.options.onStoreError?.(error as Error);
    }
  }

  /** Stops refreshing and gives back every place this node holds. */
  async close(): Promise<void> {
    if (this.refreshTimer) clearInterval(this.refreshTimer);
    const entries = [...this.local].flatMap(([address, sockets]) =>
      [...sockets].map((socketId) => [address, socketId] as const),
    );
    for (const [address, socketId] of entries) this.release(address, socketId);
  }
}
