import { describe, expect, it } from 'vitest';
import { type Bus, createMemoryBus, createRedisBus } from './bus';

function nextMessage(bus: Bus, channel: string): Promise<unknown> {
  return new Promise((resolve) => {
    void bus.subscribe(channel, resolve);
  });
}

describe('memory bus', () => {
  it('delivers a copy of each message to every subscriber of the channel', async () => {
    const bus = createMemoryBus();
    const received: unknown[] = [];
    const unsubscribe = await bus.subscribe('a', (message) => received.push(message));
    await bus.subscribe('b', () => received.push('wrong channel'));
    const payload = { n: 1 };
    await bus.publish('a', payload);
    await new Promise((resolve) => setTimeout(resolve, 5));
    expect(received).toEqual([{ n: 1 }]);
    expect(received[0]).not.toBe(payload);
    await unsubscribe();
    await bus.publish('a', { n: 2 });
    await new Promise((resolve) => setTimeout(resolve, 5));
    expect(received).toHaveLength(1);
    expect(await bus.ping()).toBe(true);
    await bus.close();
  });
});

describe.runIf(process.env.REDIS_URL)('redis bus', () => {
  it('carries a message published on one node to subscribers on another', async () => {
    const url = process.env.REDIS_URL ?? '';
    const nodeA = await createRedisBus(url, console);
    const nodeB = await createRedisBus(url, console);
    try {
      const channel = `test-${Date.now()}-${Math.random()}`;
      const arrived = nextMessage(nodeB, channel);
      await new Promise((resolve) => setTimeout(resolve, 50));
      await nodeA.publish(channel, { hello: 'world' });
      expect(await arrived).toEqual({ hello: 'world' });
      expect(await nodeA.ping()).toBe(true);
    } finally {
      await nodeA.close();
      await nodeB.close();
    }
  });

  it('keeps the events of casinos with different channel prefixes apart, and joins the nodes of one', async () => {
    const url = process.env.REDIS_URL ?? '';
    const prefixB = `b-${Math.random()}:`;
    const casinoA = await createRedisBus(url, console, `a-${Math.random()}:`);
    const casinoB = await createRedisBus(url, console, prefixB);
    const otherNodeOfB = await createRedisBus(url, console, prefixB);
    try {
      const heardByA: unknown[] = [];
      await casinoA.subscribe('feed', (message) => heardByA.push(message));
      const arrived = nextMessage(otherNodeOfB, 'feed');
      await new Promise((resolve) => setTimeout(resolve, 50));
      await casinoB.publish('feed', { from: 'B' });
      expect(await arrived).toEqual({ from: 'B' });
      // Redis delivers in order on one connection: a later message on A's own channel,
      // arriving, proves B's would have arrived by now had it crossed.
      const own = nextMessage(casinoA, 'feed');
      await casinoA.publish('feed', { from: 'A' });
      expect(await own).toEqual({ from: 'A' });
      expect(heardByA).toEqual([{ from: 'A' }]);
    } finally {
      await casinoA.close();
      await casinoB.close();
      await otherNodeOfB.close();
    }
  });
});
