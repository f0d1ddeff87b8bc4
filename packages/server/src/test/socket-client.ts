import WebSocket from 'ws';

/**
 * A real WebSocket client for protocol tests: queues what the server sends and
 * lets a test wait for the next message of a kind, or for the close.
 */
export class SocketClient {
  readonly received: any[] = [];
  private waiters: Array<{ match: (m: any) => boolean; resolve: (m: any) => void }> = [];
  readonly closed: Promise<{ code: number; reason: string }>;
  private readonly opened: Promise<void>;

  constructor(readonly ws: WebSocket) {
    this.opened = new Promise((resolve, reject) => {
      ws.once('open', () => resolve());
      ws.once('error', reject);
    });
    this.closed = new Promise((resolve) => {
      ws.once('close', (code, reason) => resolve({ code, reason: reason.toString() }));
    });
    ws.on('message', (data) => {
      const message = JSON.parse(data.toString());
      const index = this.waiters.findIndex((waiter) => waiter.match(message));
      if (index >= 0) {
        const [waiter] = this.waiters.splice(index, 1);
        waiter?.resolve(message);
      } else this.received.push(message);
    });
  }

  static async open(
    baseUrl: string,
    options: { cookie?: string; origin?: string; headers?: Record<string, string> } = {},
  ): Promise<SocketClient> {
    const headers: Record<string, string> = { ...options.headers };
    if (options.cookie) headers.cookie = options.cookie;
    if (options.origin) headers.origin = options.origin;
    const client = new SocketClient(
      new WebSocket(`${baseUrl.replace('http', 'ws')}/feeds/websocket`, { headers }),
    );
    await client.opened;
    return client;
  }

  send(message: unknown): void {
    this.ws.send(typeof message === 'string' ? message : JSON.stringify(message));
  }

  /**
   * The next message matching `match` (already received or yet to come). The limit
   * turns a message that never comes into a failure that says what did; it is far above
   * any delivery time, so a slow machine is slower, never red.
   */
  next(match: (message: any) => boolean = () => true, timeoutMs = 30_000): Promise<any> {
    const index = this.received.findIndex(match);
    if (index >= 0) return Promise.resolve(this.received.splice(index, 1)[0]);
    return new Promise((resolve, reject) => {
      const waiter = { match, resolve };
      this.waiters.push(waiter);
      setTimeout(() => {
        const at = this.waiters.indexOf(waiter);
        if (at >= 0) {
          this.waiters.splice(at, 1);
          reject(
            new Error(`no matching message within ${timeoutMs} ms; got ${JSON.stringify(this.received)}`),
          );
        }
      }, timeoutMs);
    });
  }

  nextOfType(type: string, id?: string, timeoutMs?: number): Promise<any> {
    return this.next((m) => m.type === type && (id === undefined || m.id === id), timeoutMs);
  }

  /** connection_init and its ack. */
  async init(): Promise<void> {
    this.send({ type: 'connection_init' });
    await this.nextOfType('connection_ack');
  }

  /** Asserts nothing matching arrives within `ms`. */
  async nothing(match: (message: any) => boolean, ms = 300): Promise<boolean> {
    try {
      await this.next(match, ms);
      return false;
    } catch {
      return true;
    }
  }

  close(): void {
    this.ws.close();
  }
}
