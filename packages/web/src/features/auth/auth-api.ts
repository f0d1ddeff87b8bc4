import {
  authApi,
  type FinishPasswordResetRequest,
  type LoginRequest,
  type RegisterRequest,
  type StartPasswordResetRequest,
  sessionsApi,
  type User,
} from '@ante/core';
import { api } from '../../lib/api';

export const allowRegisterQueryKey = ['user', 'allow-register'] as const;

export async function loginUser(body: LoginRequest): Promise<User> {
  const { user } = await api.call(authApi.login, { body });
  return user;
}

export async function registerUser(body: RegisterRequest): Promise<User> {
  const { user } = await api.call(authApi.register, { body });
  return user;
}

export function refreshAuth() {
  return api.call(sessionsApi.refreshAuth);
}

export function fetchAllowRegister() {
  return api.call(authApi.allowRegister);
}

/** Asks for a reset link; the answer is the same whether or not an account uses the address. */
export function startPasswordReset(body: StartPasswordResetRequest) {
  return api.call(authApi.startPasswordReset, { body });
}

/** Sets the new password with a reset link's code; the player is then signed in. */
export async function finishPasswordReset(body: FinishPasswordResetRequest): Promise<User> {
  const { user } = await api.call(authApi.finishPasswordReset, { body });
  return user;
}
