import {
  allowRegisterResponseSchema,
  type FinishPasswordResetRequest,
  type LoginRequest,
  okResponseSchema,
  type RegisterRequest,
  refreshAuthResponseSchema,
  type StartPasswordResetRequest,
  type User,
  userResponseSchema,
} from '@ante/core';
import { api } from '../../lib/api';

export const allowRegisterQueryKey = ['user', 'allow-register'] as const;

export async function loginUser(body: LoginRequest): Promise<User> {
  const { user } = await api.post('/user/login', body, userResponseSchema);
  return user;
}

export async function registerUser(body: RegisterRequest): Promise<User> {
  const { user } = await api.post('/user/register', body, userResponseSchema);
  return user;
}

export function refreshAuth() {
  return api.get('/user/refresh-auth', refreshAuthResponseSchema);
}

export function fetchAllowRegister() {
  return api.get('/user/allow-register', allowRegisterResponseSchema);
}

/** Asks for a reset link; the answer is the same whether or not an account uses the address. */
export function startPasswordReset(body: StartPasswordResetRequest) {
  return api.post('/user/start-pw-reset', body, okResponseSchema);
}

/** Sets the new password with a reset link's code; the player is then signed in. */
export async function finishPasswordReset(body: FinishPasswordResetRequest): Promise<User> {
  const { user } = await api.post('/user/finish-pw-reset', body, userResponseSchema);
  return user;
}
