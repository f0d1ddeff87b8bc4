import {
  allowRegisterResponseSchema,
  currentUserResponseSchema,
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

export const currentUserQueryKey = ['user', 'me'] as const;
export const allowRegisterQueryKey = ['user', 'allow-register'] as const;

/**
 * The signed-in player, or null when logged out. Asked of the call that answers a
 * visitor with 200 and null, so a logged-out page load logs no failed request.
 */
export async function fetchCurrentUser(): Promise<User | null> {
  const { user } = await api.get('/user/current', currentUserResponseSchema);
  return user;
}

export async function loginUser(body: LoginRequest): Promise<User> {
  const { user } = await api.post('/user/login', body, userResponseSchema);
  return user;
}

export async function registerUser(body: RegisterRequest): Promise<User> {
  const { user } = await api.post('/user/register', body, userResponseSchema);
  return user;
}

export function logoutUser() {
  return api.get('/user/logout', okResponseSchema);
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
