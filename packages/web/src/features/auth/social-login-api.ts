import {
  type GoogleLoginRequest,
  type SocialLoginResponse,
  socialLoginApi,
  type User,
  type WalletLoginRequest,
  type WalletRegisterRequest,
} from '@ante/core';
import { api } from '../../lib/api';

export async function fetchGoogleAuthUrl(): Promise<string> {
  const { url } = await api.call(socialLoginApi.googleUrl);
  return url;
}

export function loginWithGoogle(body: GoogleLoginRequest): Promise<SocialLoginResponse> {
  return api.call(socialLoginApi.googleLogin, { body });
}

/** The code step of a Google login into an account with two-factor on. */
export async function finishGoogleWithCode(totpCode: string): Promise<User> {
  const { user } = await api.call(socialLoginApi.googleTotp, { body: { totpCode } });
  return user;
}

export async function registerWithGoogle(username: string, referrer?: string): Promise<User> {
  const { user } = await api.call(socialLoginApi.googleRegister, { body: { username, referrer } });
  return user;
}

export function fetchWalletMessage(address: string) {
  return api.call(socialLoginApi.walletMessage, { params: { address } });
}

export function loginWithWallet(body: WalletLoginRequest): Promise<SocialLoginResponse> {
  return api.call(socialLoginApi.walletLogin, { body });
}

export async function registerWithWallet(body: WalletRegisterRequest): Promise<User> {
  const { user } = await api.call(socialLoginApi.walletRegister, { body });
  return user;
}
