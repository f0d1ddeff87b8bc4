import { providerLaunchApi } from '@ante/core';
import { api } from '../../../lib/api';

/** The URL a provider's game opens at: real money needs the player's session, demo does not. */
export function launchProviderGame(slug: string, currency: string, mode: 'real' | 'demo') {
  return api.call(providerLaunchApi.launch, { params: { slug }, body: { currency, mode } });
}
