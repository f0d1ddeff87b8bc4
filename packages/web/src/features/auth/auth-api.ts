import {
  allowRegisterResponseSchema,
  currentUserResponseSchema,
  type LoginRequest,
  okResponseSchema,
  type RegisterRequest,
  refreshAuthResponseSchema,
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
