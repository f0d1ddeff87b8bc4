import { describeZodError } from '@ante/core';
import type { z } from 'zod';
import { ValidationError } from './errors';

/** Parses a request body (or query) with its contract, or answers 400 naming the field. */
export function parseInput<S extends z.ZodType>(schema: S, value: unknown): z.output<S> {
  const result = schema.safeParse(value);
  if (!result.success) {
    const { field, message } = describeZodError(result.error);
    throw new ValidationError(message, field);
  }
  return result.data;
}
