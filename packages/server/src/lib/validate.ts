import { describeZodError } from '@ante/core';
import type { FastifyInstance } from 'fastify';
import type { z } from 'zod';
import { ValidationError } from './errors';

/**
 * Parses what a route's schema cannot check before the handler runs (a game's own
 * parameters and actions, known once the game is), or answers 400 naming the field,
 * as a route schema's failure does (api-contracts.ts).
 */
export function parseInput<S extends z.ZodType>(schema: S, value: unknown): z.output<S> {
  const result = schema.safeParse(value);
  if (!result.success) {
    const { field, message } = describeZodError(result.error);
    throw new ValidationError(message, field);
  }
  return result.data;
}

/**
 * C0 control characters other than tab, line feed and carriage return, and DEL. NUL
 * is the one that matters most: PostgreSQL refuses it in text and in jsonb, so a NUL
 * that reached a query would fail the request with a 500. The others have no place in
 * anything a player or an operator types, and kept out they cannot forge log lines.
 */
// biome-ignore lint/suspicious/noControlCharactersInRegex: finding control characters is the point.
const CONTROL_CHARACTER = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/;

/**
 * Throws a 400 naming the first string (or object key) in `value` that holds a control
 * character. The walk keeps its own stack, so a deeply nested body cannot overflow it.
 */
export function rejectControlCharacters(value: unknown, where: string): void {
  const pending: Array<{ value: unknown; path: string }> = [{ value, path: '' }];
  for (let next = pending.pop(); next; next = pending.pop()) {
    const { value: current, path } = next;
    if (typeof current === 'string') {
      if (CONTROL_CHARACTER.test(current)) {
        const field = path || where;
        throw new ValidationError(`${field} must not contain control characters`, field);
      }
    } else if (current !== null && typeof current === 'object') {
      for (const [key, field] of Object.entries(current)) {
        const fieldPath = path ? `${path}.${key}` : key;
        if (CONTROL_CHARACTER.test(key)) {
          throw new ValidationError(`${where} must not contain control characters`, where);
        }
        pending.push({ value: field, path: fieldPath });
      }
    }
  }
}

/**
 * The one place where text from a request is screened before any route sees it: path
 * parameters, query and JSON body. Schemas then check what each field means; this only
 * makes sure that no route, with or without a schema, passes a control character on
 * to the database.
 */
export function installInputGuard(app: FastifyInstance): void {
  app.addHook('preValidation', async (request) => {
    rejectControlCharacters(request.params, 'path');
    rejectControlCharacters(request.query, 'query');
    rejectControlCharacters(request.body, 'body');
  });
}
