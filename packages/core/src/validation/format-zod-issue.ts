import type { z } from 'zod';

/**
 * The parts of a zod issue that make its sentence. A zod issue has them; so does a
 * validation error that carries an issue's code, path and message elsewhere (the
 * server's request validation passes them on that way).
 */
export interface IssueParts {
  code: string;
  path: readonly PropertyKey[];
  message: string;
  /** The unknown keys of an `unrecognized_keys` issue. */
  keys?: readonly string[];
}

/**
 * Turns one problem zod found into one sentence that names the field, so a 400 tells
 * the player (and the developer) exactly what to fix.
 */
export function describeZodIssue(issue: IssueParts | undefined): { field: string; message: string } {
  if (!issue) return { field: '', message: 'Request is not valid' };
  const field = issue.path.map(String).join('.');
  if (issue.code === 'unrecognized_keys') {
    const keys = (issue.keys ?? []).join(', ');
    return { field: keys, message: `Unknown field: ${keys}` };
  }
  if (issue.code === 'invalid_type' && issue.message.includes('received undefined')) {
    return { field, message: `${field || 'Body'} is required` };
  }
  if (issue.code === 'invalid_type' && field === '') {
    return { field, message: 'Request body must be a JSON object' };
  }
  return { field, message: field ? `${field}: ${issue.message}` : issue.message };
}

/** The first problem zod found, as `describeZodIssue` words it. */
export function describeZodError(error: z.ZodError): { field: string; message: string } {
  return describeZodIssue(error.issues[0]);
}
