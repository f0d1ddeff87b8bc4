import { PROVIDER_ERRORS, type ProviderErrorCode } from '@ante/core';

/**
 * A refusal in the provider protocol: answered as `{error: {code, message}}` with the
 * code's status (core contracts/provider.ts), never in the casino API's own error
 * shape, since a provider's integration reads these codes.
 */
export class ProviderError extends Error {
  readonly status: number;

  constructor(
    readonly code: ProviderErrorCode,
    message: string,
  ) {
    super(message);
    this.status = PROVIDER_ERRORS[code];
  }
}
