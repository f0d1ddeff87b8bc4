import client from 'prom-client';

/**
 * What a node tells Prometheus (docs/operating.md#metrics): one registry per process,
 * filled by the code that does the work (a route answered, a bet settled, a transfer
 * posted, a frame sent, a job run) and read at `GET /metrics` (metrics-routes.ts).
 * Gauges of things that live in objects (sockets, database pools) are read when
 * scraped, from every such object this process holds: tests run several apps in one
 * process, production runs one.
 */
export const registry = new client.Registry();

// The process's own figures: CPU, memory, heap, handles, garbage collection and the
// event loop's lag (nodejs_eventloop_lag_seconds and its percentiles).
client.collectDefaultMetrics({ register: registry, eventLoopMonitoringPrecision: 20 });

const seconds = [0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];

export const httpDuration = new client.Histogram({
  name: 'ante_http_request_duration_seconds',
  help: 'Time from a request arriving to its answer being sent, per route pattern and status code.',
  labelNames: ['method', 'route', 'status_code'] as const,
  buckets: seconds,
  registers: [registry],
});

export const betsTotal = new client.Counter({
  name: 'ante_bets_total',
  help: 'Rounds settled on this node, per game.',
  labelNames: ['game'] as const,
  registers: [registry],
});

export const wageredUsd = new client.Counter({
  name: 'ante_wagered_usd_total',
  help: 'What the rounds settled on this node staked, valued in USD at the time, per game.',
  labelNames: ['game'] as const,
  registers: [registry],
});

export const ledgerTransfers = new client.Counter({
  name: 'ante_ledger_transfers_total',
  help: 'Ledger transfers this node posted, per transfer code (counted when posted; a transaction rolled back after that is counted too).',
  labelNames: ['code'] as const,
  registers: [registry],
});

/**
 * Frames are counted in a plain map and added to the counter when it is read: a
 * counter's labelled `inc` costs more than the write itself at a hundred thousand
 * frames a second.
 */
const framesSentPending = new Map<string, number>();
export function countFrameSent(feed: string): void {
  framesSentPending.set(feed, (framesSentPending.get(feed) ?? 0) + 1);
}

export const socketFramesSent = new client.Counter({
  name: 'ante_socket_frames_sent_total',
  help: 'Frames written to client sockets, per feed ("control" for the protocol\'s own answers).',
  labelNames: ['feed'] as const,
  registers: [registry],
  collect() {
    for (const [feed, count] of framesSentPending) this.inc({ feed }, count);
    framesSentPending.clear();
  },
});

export const betBatchSize = new client.Histogram({
  name: 'ante_bet_batch_size',
  help: 'Single-step rounds sent to the database in one statement (modules/play/bet-batch.ts).',
  buckets: [1, 2, 4, 8, 16, 24, 32],
  registers: [registry],
});

export const socketFramesDropped = new client.Counter({
  name: 'ante_socket_frames_dropped_total',
  help: 'Frames not written because their socket had fallen too far behind and was dropped.',
  registers: [registry],
});

export const socketSlowDropped = new client.Counter({
  name: 'ante_socket_slow_consumers_dropped_total',
  help: 'Sockets closed because their send buffer passed its limit (they stopped reading).',
  registers: [registry],
});

export const busLag = new client.Histogram({
  name: 'ante_bus_delivery_lag_seconds',
  help: 'Time from a probe published on the bus by any node to its delivery on this node.',
  buckets: seconds,
  registers: [registry],
});

export const jobRuns = new client.Counter({
  name: 'ante_job_runs_total',
  help: 'Scheduled job runs this node made, per job and outcome (ok, failed).',
  labelNames: ['job', 'status'] as const,
  registers: [registry],
});

export const jobRunDuration = new client.Histogram({
  name: 'ante_job_run_duration_seconds',
  help: 'How long the scheduled job runs this node made took, per job.',
  labelNames: ['job'] as const,
  buckets: [0.01, 0.05, 0.1, 0.5, 1, 5, 15, 60, 300],
  registers: [registry],
});

export const dbPoolWait = new client.Histogram({
  name: 'ante_db_pool_wait_seconds',
  help: 'Time a query waited for a database connection from the pool.',
  buckets: seconds,
  registers: [registry],
});

/** Something whose live figures a gauge reads at scrape time; `track` answers its untrack. */
class Tracked<T> {
  readonly items = new Set<T>();
  track(item: T): () => void {
    this.items.add(item);
    return () => {
      this.items.delete(item);
    };
  }
}

export interface PoolFigures {
  total: number;
  idle: number;
  waiting: number;
}
export const pools = new Tracked<() => PoolFigures>();

new client.Gauge({
  name: 'ante_db_pool_connections',
  help: 'Database connections of this node: open in all, idle, and queries waiting for one.',
  labelNames: ['state'] as const,
  registers: [registry],
  collect() {
    const sum = { total: 0, idle: 0, waiting: 0 };
    for (const figures of pools.items) {
      const each = figures();
      sum.total += each.total;
      sum.idle += each.idle;
      sum.waiting += each.waiting;
    }
    this.set({ state: 'total' }, sum.total);
    this.set({ state: 'idle' }, sum.idle);
    this.set({ state: 'waiting' }, sum.waiting);
  },
});

export interface SocketFigures {
  connections: number;
  /** Subscriptions per feed. */
  subscriptions: Map<string, number>;
}
export const socketHubs = new Tracked<() => SocketFigures>();

new client.Gauge({
  name: 'ante_socket_connections',
  help: 'Client sockets open on this node.',
  registers: [registry],
  collect() {
    let total = 0;
    for (const figures of socketHubs.items) total += figures().connections;
    this.set(total);
  },
});

new client.Gauge({
  name: 'ante_socket_subscriptions',
  help: 'Subscriptions of the client sockets on this node, per feed.',
  labelNames: ['feed'] as const,
  registers: [registry],
  collect() {
    this.reset();
    const sum = new Map<string, number>();
    for (const figures of socketHubs.items) {
      for (const [feed, count] of figures().subscriptions) sum.set(feed, (sum.get(feed) ?? 0) + count);
    }
    for (const [feed, count] of sum) this.set({ feed }, count);
  },
});
