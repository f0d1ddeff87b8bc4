import { createHmac, timingSafeEqual } from 'node:crypto';

/**
 * What the casino asks the signer, and how a request proves it comes from the casino.
 * The channel is HTTP on a local address; every request carries
 * `x-ante-signature: t=<unix seconds>,v1=<hex HMAC-SHA256 of "t.body" under the shared
 * secret>`, refused when it does not match or is more than 30 s away from the signer's
 * clock. A replayed request can only repeat a signature already given: signing is
 * deterministic, and every transfer is checked against the database again.
 */

export type SignPurpose = 'withdrawal' | 'sweep' | 'gas' | 'consolidate';

export interface SignRequest {
  network: string;
  purpose: SignPurpose;
  /**
   * For a withdrawal, its send key (`withdrawal:<id>`), which the signer looks up in the
   * database; for the casino's own moves, the adapter's key for the transaction.
   */
  key: string;
  /** The unsigned transaction as the network's family describes it; the signer decodes and checks it itself. */
  payload: unknown;
}

export interface SignResult {
  /** The signed transaction, ready to broadcast, as hex. */
  signed: string;
}

export interface SignerInfo {
  /** The EVM hot wallet's address; sweeps go there and withdrawals leave from it. */
  evmHotAddress: string;
  /** Account-level extended public keys by family. */
  xpubs: Record<string, string>;
}

/**
 * A proof-of-reserves request: the fixed-format message (core's reserveMessage) naming
 * an address the signer holds on `network`. The signer refuses any other text.
 */
export interface ReserveProofRequest {
  network: string;
  message: string;
}

export interface ReserveProofResult {
  /** The address that signed, as the message names it. */
  address: string;
  /** The signature, as the network's family writes it (EVM: 65 bytes of EIP-191 personal_sign, hex). */
  signature: string;
}

/** How the casino reaches the signer: in-process for the embedded default, else over HTTP. */
export interface SignerClient {
  readonly inProcess: boolean;
  sign(request: SignRequest): Promise<SignResult>;
  proveReserves(request: ReserveProofRequest): Promise<ReserveProofResult>;
  info(): Promise<SignerInfo>;
}

/** A refusal from the signer: the transfer is not one the database approves, or is malformed. */
export class SignerRefusal extends Error {
  override name = 'SignerRefusal';
}

export const SIGNATURE_HEADER = 'x-ante-signature';
const MAX_SKEW_SECONDS = 30;

export function signatureFor(secret: string, body: string, now = Date.now()): string {
  const t = Math.floor(now / 1000);
  const v1 = createHmac('sha256', secret).update(`${t}.${body}`).digest('hex');
  return `t=${t},v1=${v1}`;
}

export function verifySignature(secret: string, body: string, header: unknown, now = Date.now()): boolean {
  if (typeof header !== 'string') return false;
  const match = /^t=(\d{1,12}),v1=([0-9a-f]{64})$/.exec(header);
  if (!match) return false;
  const t = Number(match[1]);
  if (Math.abs(now / 1000 - t) > MAX_SKEW_SECONDS) return false;
  const expected = createHmac('sha256', secret).update(`${t}.${body}`).digest();
  return timingSafeEqual(expected, Buffer.from(match[2] as string, 'hex'));
}
