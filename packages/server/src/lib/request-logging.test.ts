import Fastify from 'fastify';
import { pino } from 'pino';
import { describe, expect, it, vi } from 'vitest';
import { startTestServer } from '../test/harness';
import { requestLogController } from './request-logging';

/**
 * Which level each request's log lines take. The casino runs for real (HTTP, database)
 * with its log written into a list; the server-error and slow cases use a bare Fastify
 * with the same log controller, since no casino route fails on purpose and a test must
 * not wait a second.
 */
type LogLine = {
  level: number;
  msg: string;
  reqId?: string;
  req?: { method: string; url: string };
  res?: { statusCode: number };
  responseTime?: number;
};

const DEBUG = 20;
const WARN = 40;
const ERROR = 50;

/** A pino destination that keeps each JSON line (pino writes one line per call). */
function logSink() {
  const lines: LogLine[] = [];
  return { lines, write: (line: string) => void lines.push(JSON.parse(line) as LogLine) };
}

const perRequest = (lines: LogLine[]) => lines.filter((line) => line.reqId !== undefined);

describe('request logging', () => {
  it('logs the casino’s ordinary requests, client errors and unknown routes at debug only', async () => {
    const sink = logSink();
    const server = await startTestServer({ env: { LOG_LEVEL: 'debug' }, logDestination: sink });
    try {
      expect((await server.client().get('/api/health')).status).toBe(200);
      expect((await server.client().get('/api/user/me')).status).toBe(401);
      expect((await server.client().get('/api/no-such-route')).status).toBe(404);
      // A line about the response is written once it is sent, which may be after the client has it.
      await vi.waitFor(() =>
        expect(perRequest(sink.lines).filter((line) => line.res !== undefined)).toHaveLength(3),
      );
      const lines = perRequest(sink.lines);
      expect(lines.find((line) => line.msg === 'incoming request')?.req).toMatchObject({
        method: 'GET',
        url: '/api/health',
      });
      expect(lines.map((line) => line.level)).toEqual(lines.map(() => DEBUG));
    } finally {
      await server.close();
    }
  });

  it('logs a server error at error and a slow request at warn, each with its method and URL', async () => {
    const sink = logSink();
    const build = (slowRequestMs: number) => {
      const app = Fastify({
        loggerInstance: pino({ level: 'info' }, sink),
        logController: requestLogController(slowRequestMs),
      });
      app.get('/fails', async () => {
        throw new Error('broken on purpose');
      });
      app.get('/works', async () => ({ ok: true }));
      return app;
    };

    const quick = build(60_000);
    expect((await quick.inject({ method: 'GET', url: '/works' })).statusCode).toBe(200);
    expect((await quick.inject({ method: 'GET', url: '/fails' })).statusCode).toBe(500);
    await vi.waitFor(() =>
      expect(sink.lines.some((line) => line.msg === 'server error answered')).toBe(true),
    );
    const failed = sink.lines.find((line) => line.msg === 'server error answered');
    expect(failed).toMatchObject({
      level: ERROR,
      req: { method: 'GET', url: '/fails' },
      res: { statusCode: 500 },
    });
    // The quick request that worked wrote nothing at info.
    expect(sink.lines.filter((line) => line.req?.url === '/works')).toEqual([]);
    await quick.close();

    // Every request counts as slow when the threshold is below any response time.
    const slow = build(-1);
    expect((await slow.inject({ method: 'GET', url: '/works' })).statusCode).toBe(200);
    await vi.waitFor(() => expect(sink.lines.some((line) => line.msg === 'slow request')).toBe(true));
    expect(sink.lines.find((line) => line.msg === 'slow request')).toMatchObject({
      level: WARN,
      req: { method: 'GET', url: '/works' },
      res: { statusCode: 200 },
    });
    await slow.close();
  });
});
