import type { FastifyBaseLogger } from 'fastify';
import { type DestinationStream, pino } from 'pino';
import type { Config } from './config';

/**
 * The process's one logger (JSON lines), made with the context so that services
 * started before the HTTP server (the price refresh) log too; Fastify uses the same.
 */
export function createLogger(config: Config, destination?: DestinationStream): FastifyBaseLogger {
  const options = { level: config.logLevel, redact: ['req.headers.cookie', 'req.headers.authorization'] };
  return destination ? pino(options, destination) : pino(options);
}
