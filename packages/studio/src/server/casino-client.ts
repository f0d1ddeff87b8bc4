import {
  PROVIDER_SIGNATURE_HEADER,
  type ProviderCall,
  type ProviderErrorCode,
  type ProviderRequest,
  type ProviderResponse,
  providerHmacSignature,
} from '@ante/core';

/** A refusal the casino answered: it decided, so the call need not be retried. */
export class CasinoRefusal extends Error {
  constructor(
    readonly code: ProviderErrorCode | string,
    message: string,
  ) {
    super(message);
  }
}

/** The call's answer was lost (network, timeout, 5xx): whether it happened is unknown until retried. */
export class CasinoUnreachable extends Error {}

/**
 * The studio's side of the seamless-wallet protocol (docs/provider-protocol.md): every
 * call signed with the shared key, as any third-party studio would sign it. The
 * studio knows the casino only through this and the launch URL.
 */
export class CasinoClient {
  constructor(
    private readonly options: {
      casinoUrl: () => string;
      providerId: string;
      key: string;
      timeoutMs?: number;
    },
  ) {}

  async call<C extends ProviderCall>(call: C, body: ProviderRequest<C>): Promise<ProviderResponse<C>> {
    const raw = JSON.stringify(body);
    const timestamp = Math.floor(Date.now() / 1000);
    let response: Response;
    try {
      response = await fetch(`${this.options.casinoUrl()}/api/provider/${this.options.providerId}/${call}`, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          [PROVIDER_SIGNATURE_HEADER]: providerHmacSignature(this.options.key, raw, timestamp),
        },
        body: raw,
        signal: AbortSignal.timeout(this.options.timeoutMs ?? 10_000),
      });
    } catch (error) {
      throw new CasinoUnreachable(`the casino did not answer ${call}: ${(error as Error).message}`);
    }
    const answer = (await response.json().catch(() => null)) as
      | (ProviderResponse<C> & { error?: undefined })
      | { error?: { code: string; message: string } }
      | null;
    if (response.status >= 500 || response.status === 429 || answer === null) {
      throw new CasinoUnreachable(`the casino answered ${call} with ${response.status}`);
    }
    if (!response.ok || answer.error) {
      const error = answer.error ?? { code: 'INVALID_REQUEST', message: `status ${response.status}` };
      throw new CasinoRefusal(error.code, error.message);
    }
    return answer as ProviderResponse<C>;
  }
}
