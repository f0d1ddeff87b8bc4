import { ErrorCode, type WalletSignature } from '@ante/core';
import { sql } from 'kysely';
import { getAddress, isAddress, verifyMessage } from 'viem';
import { createSiweMessage, generateSiweNonce, parseSiweMessage, validateSiweMessage } from 'viem/siwe';
import type { Db } from '../../lib/db/database';
import { AppError, ValidationError } from '../../lib/errors';

/** How long a sign-in message is accepted after it was handed out. */
export const WALLET_MESSAGE_TTL_MS = 10 * 60_000;
/** Ethereum mainnet: the chain the message names (the login touches no chain). */
const CHAIN_ID = 1;

/**
 * The address in its EIP-55 checksummed form. All lower or all upper case is taken
 * as it is; mixed case must carry a valid checksum, since it is one.
 */
export function normaliseAddress(address: string): string {
  if (!isAddress(address, { strict: true })) {
    throw new ValidationError('Address is not a valid Ethereum address (its checksum is wrong)', 'address');
  }
  return getAddress(address);
}

/** The site a message is for: its host (`domain`) and its address (`uri`). */
export interface WalletSite {
  domain: string;
  uri: string;
}

/**
 * Hands out an EIP-4361 (Sign-In with Ethereum) message for the address: this site's
 * domain and URI, chain 1, a fresh nonce, issued now and expiring after
 * WALLET_MESSAGE_TTL_MS. The message is kept, so the login needs only the signature.
 */
export async function issueWalletMessage(
  db: Db,
  address: string,
  site: WalletSite,
): Promise<{ message: string; expiresAt: Date }> {
  const issuedAt = new Date();
  const expiresAt = new Date(issuedAt.getTime() + WALLET_MESSAGE_TTL_MS);
  const nonce = generateSiweNonce();
  const message = createSiweMessage({
    address: address as `0x${string}`,
    chainId: CHAIN_ID,
    domain: site.domain,
    uri: site.uri,
    nonce,
    issuedAt,
    expirationTime: expiresAt,
    statement: 'Sign in to Ante with this wallet.',
    version: '1',
  });
  await db.deleteFrom('login_challenges').where('expires_at', '<', sql<Date>`now()`).execute();
  await db
    .insertInto('login_challenges')
    .values({ provider: 'ethereum', subject: address, nonce, message, expires_at: expiresAt })
    .execute();
  return { message, expiresAt };
}

function expiredMessage(): AppError {
  return new AppError(
    400,
    ErrorCode.LoginExpired,
    'This sign-in message has expired or was used already. Please sign again.',
    'signature',
  );
}

function refused(message: string, field = 'signature'): AppError {
  return new AppError(400, ErrorCode.LoginRefused, message, field);
}

/** A signed message that checked out, and the challenge it answers (not yet used up). */
export interface VerifiedWallet {
  address: string;
  challengeId: string;
}

/**
 * Checks a signature: the message is the one handed out for the address (the latest
 * one, or the one whose nonce the sent message carries), still unexpired and unused;
 * it names this site's domain and URI, chain 1, the address and that nonce
 * (viem's validateSiweMessage); every other field is the one handed out, compared
 * one by one (`changedField`); and the address signed it (viem's verifyMessage,
 * which recovers the signer: wallets that are contracts are not supported). Nothing
 * is used up here, so a bad attempt cannot burn another player's message.
 */
export async function verifyWalletSignature(
  db: Db,
  input: WalletSignature,
  site: WalletSite,
): Promise<VerifiedWallet> {
  const address = normaliseAddress(input.address);
  let sent: ReturnType<typeof parseSiweMessage> | undefined;
  if (input.message !== undefined) {
    sent = parseSiweMessage(input.message);
    if (!sent.nonce) throw new ValidationError('Message is not a sign-in message', 'message');
  }
  let query = db
    .selectFrom('login_challenges')
    .selectAll()
    .where('provider', '=', 'ethereum')
    .where('subject', '=', address)
    .where('expires_at', '>', sql<Date>`now()`);
  if (sent?.nonce) query = query.where('nonce', '=', sent.nonce);
  const challenge = await query.orderBy('created_at', 'desc').limit(1).executeTakeFirst();
  if (!challenge?.message) throw expiredMessage();
  const text = input.message ?? challenge.message;
  const fields = sent ?? parseSiweMessage(text);
  if (fields.domain !== site.domain || fields.uri !== site.uri) {
    throw refused('This sign-in message is for another site.', input.message ? 'message' : 'signature');
  }
  // Field by field first, to say what changed; then the whole text, since a parser
  // skips lines it does not know and the wallet showed the player every line.
  const changed =
    changedField(fields, parseSiweMessage(challenge.message)) ??
    (text === challenge.message ? undefined : 'wording');
  if (changed) {
    throw refused(
      `This sign-in message is not the one handed out: its ${changed} was changed. Please sign the message as it was given.`,
      'message',
    );
  }
  const valid =
    fields.chainId === CHAIN_ID &&
    validateSiweMessage({
      message: fields,
      address: address as `0x${string}`,
      domain: site.domain,
      nonce: challenge.nonce,
    });
  if (!valid) throw expiredMessage();
  const signed = await verifyMessage({
    address: address as `0x${string}`,
    message: text,
    signature: input.signature as `0x${string}`,
  }).catch(() => false);
  if (!signed) throw refused('The signature does not match this wallet and message.');
  return { address, challengeId: challenge.id };
}

type SiweFields = ReturnType<typeof parseSiweMessage>;

/** Every field of an EIP-4361 message, with the words a refusal names it by. */
const SIWE_FIELDS: [keyof SiweFields, string][] = [
  ['scheme', 'scheme'],
  ['domain', 'domain'],
  ['address', 'address'],
  ['statement', 'statement'],
  ['uri', 'URI'],
  ['version', 'version'],
  ['chainId', 'chain ID'],
  ['nonce', 'nonce'],
  ['issuedAt', 'issue time'],
  ['expirationTime', 'expiry'],
  ['notBefore', 'not-before time'],
  ['requestId', 'request ID'],
  ['resources', 'resources'],
];

/** A field's value as text, so dates, lists and a missing field compare by value. */
function fieldText(value: SiweFields[keyof SiweFields]): string {
  if (value === undefined) return '';
  if (value instanceof Date) return Number.isNaN(value.getTime()) ? 'invalid' : value.toISOString();
  if (Array.isArray(value)) return JSON.stringify(value);
  return String(value);
}

/**
 * The first field in which the message sent back differs from the one handed out, or
 * undefined when every field is the same. The signature covers the sent text, so only
 * this comparison stops a player being led to sign a different statement, a later or
 * removed expiry, or added resources, with a nonce that was handed out: the nonce and
 * the domain alone would let all of that through.
 */
function changedField(sent: SiweFields, issued: SiweFields): string | undefined {
  for (const [key, words] of SIWE_FIELDS) {
    const a = fieldText(sent[key]);
    const b = fieldText(issued[key]);
    // Addresses are compared as addresses: the case only carries the checksum.
    if (key === 'address' ? a.toLowerCase() !== b.toLowerCase() : a !== b) return words;
  }
  return undefined;
}

/**
 * Uses the challenge up, in the caller's transaction: of two requests racing with
 * one signature, only the one whose delete finds the row goes on.
 */
export async function useWalletChallenge(trx: Db, challengeId: string): Promise<void> {
  const used = await trx
    .deleteFrom('login_challenges')
    .where('id', '=', challengeId)
    .where('expires_at', '>', sql<Date>`now()`)
    .returning('id')
    .executeTakeFirst();
  if (!used) throw expiredMessage();
}
