import type { z } from 'zod';

/**
 * Turns the first problem zod found into one sentence that names the field, so a
 * 400 tells the player (and the developer) exactly what to fix.
 */
export function describeZodError(error: z.ZodError): { field: string; message: string } {
  const issue = error.issues[0];
  if (!issue) return { field: '', message: 'Request is not valid' };
  const field = issue.path.map(String).join('.');
  if (issue.code === 'unrecognized_keys') {
    const keys = issue.keys.join(', ');
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
