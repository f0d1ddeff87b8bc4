import { describe, expect, it } from 'vitest';
import { describeZodError } from '../validation/format-zod-issue';
import { changePasswordRequestSchema, loginRequestSchema, registerRequestSchema } from './user';

function problem(schema: typeof registerRequestSchema | typeof loginRequestSchema, body: unknown) {
  const result = schema.safeParse(body);
  if (result.success) return null;
  return describeZodError(result.error);
}

describe('registerRequestSchema', () => {
  it('accepts a valid registration and normalises the e-mail', () => {
    const parsed = registerRequestSchema.parse({
      username: ' Lucky_7 ',
      password: 'abcdefgh',
      email: ' Me@Example.COM ',
    });
    expect(parsed).toEqual({ username: 'Lucky_7', password: 'abcdefgh', email: 'me@example.com' });
  });

  it.each([
    ['ab', 'at least 3'],
    ['a'.repeat(15), 'at most 14'],
    ['has space', 'letters, digits and underscores'],
    ['émile', 'letters, digits and underscores'],
  ])('rejects the username %j', (username, message) => {
    const found = problem(registerRequestSchema, { username, password: 'abcdefgh' });
    expect(found?.field).toBe('username');
    expect(found?.message).toContain(message);
  });

  it('accepts usernames of exactly 3 and 14 characters', () => {
    expect(registerRequestSchema.safeParse({ username: 'abc', password: 'abcdefgh' }).success).toBe(true);
    expect(registerRequestSchema.safeParse({ username: 'a'.repeat(14), password: 'abcdefgh' }).success).toBe(
      true,
    );
  });

  it('rejects a short password, a bad e-mail and unknown fields, naming them', () => {
    expect(problem(registerRequestSchema, { username: 'abc', password: 'short' })?.field).toBe('password');
    expect(
      problem(registerRequestSchema, { username: 'abc', password: 'abcdefgh', email: 'x@' })?.field,
    ).toBe('email');
    expect(problem(registerRequestSchema, { username: 'abc', password: 'abcdefgh', role: 'admin' })).toEqual({
      field: 'role',
      message: 'Unknown field: role',
    });
    expect(problem(registerRequestSchema, undefined)?.message).toMatch(/required|JSON object/);
  });
});

describe('loginRequestSchema and changePasswordRequestSchema', () => {
  it('accepts a username or e-mail and an optional 6-digit code', () => {
    expect(loginRequestSchema.safeParse({ username: 'a@b.co', password: 'x' }).success).toBe(true);
    expect(loginRequestSchema.safeParse({ username: 'abc', password: 'x', totpCode: '123456' }).success).toBe(
      true,
    );
    expect(loginRequestSchema.safeParse({ username: 'abc', password: 'x', totpCode: '12345a' }).success).toBe(
      false,
    );
  });

  it('requires a new password of at least 8 characters', () => {
    expect(
      changePasswordRequestSchema.safeParse({ currentPassword: 'x', newPassword: 'short' }).success,
    ).toBe(false);
    expect(
      changePasswordRequestSchema.safeParse({ currentPassword: 'x', newPassword: 'long enough' }).success,
    ).toBe(true);
  });
});
