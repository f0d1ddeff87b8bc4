import {
  type GoogleLoginRequest,
  googleAuthUrlResponseSchema,
  type SocialLoginResponse,
  socialLoginResponseSchema,
  type User,
  userResponseSchema,
  type WalletLoginRequest,
  type WalletRegisterRequest,
  walletMessageResponseSchema,
} from '@ante/core';
import { api } from '../../lib/api';

export async function fetchGoogleAuthUrl(): Promise<string> {
  const { url } = await api.get('/user/login/google/url', googleAuthUrlResponseSchema);
  return url;
}

export function loginWithGoogle(body: GoogleLoginRequest): Promise<SocialLoginResponse> {
  return api.post('/user/login/google', body, socialLoginResponseSchema);
}

/** The code step of a Google login into an account with two-factor on. */
export async function finishGoogleWithCode(totpCode: string): Promise<User> {
  const { user } = await api.post('/user/login/google/totp', { totpCode }, userResponseSchema);
  return user;
}

export async function registerWithGoogle(username: string, referrer?: string): Promise<User> {
  const { user } = await api.post('/user/register/google', { username, referrer }, userResponseSchema);
  return user;
}

export function fetchWalletMessage(address: string) {
  return api.get(`/user/login/metamask/${encodeURIComponent(address)}`, walletMessageResponseSchema);
}

export function loginWithWallet(body: WalletLoginRequest): Promise<SocialLoginResponse> {
  return api.post('/user/login/metamask', body, socialLoginResponseSchema);
}

export async function registerWithWallet(body: WalletRegisterRequest): Promise<User> {
  const { user } = await api.post('/user/register/metamask', body, userResponseSchema);
  return user;
}
