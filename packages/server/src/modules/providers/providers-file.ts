import { createPublicKey, type KeyObject } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { BlockList, isIP } from 'node:net';
import { providerIdSchema } from '@ante/core';
import { z } from 'zod';
import { ConfigError } from '../../lib/config';
import { readOrCreateKeyFile } from '../../lib/secret-key';

/** How a provider signs its callbacks (docs/provider-protocol.md#signatures). */
export const SIGNING_SCHEMES = ['hmac-sha256', 'rsa-sha256', 'ecdsa-sha256'] as const;
export type SigningScheme = (typeof SIGNING_SCHEMES)[number];

/** A configured provider, its key ready to verify with. */
export interface Provider {
  id: string;
  name: string;
  scheme: SigningScheme;
  /** The shared secret (hmac-sha256) or the provider's public key. */
  key: Buffer | KeyObject;
  launchUrl: string;
  /** Addresses its callbacks may come from; null when any may. */
  allowed: BlockList | null;
}

/** The built-in studio's id: the provider every fresh install has. */
export const STUDIO_PROVIDER_ID = 'ante-studio';
export const STUDIO_PROVIDER_NAME = 'Ante Studio';
/** The file in DATA_DIR holding the key the casino and the built-in studio share. */
export const STUDIO_KEY_FILE = 'studio-key';

const addressSchema = z.string().refine((value) => {
  const [address, bits, extra] = value.split('/');
  const version = isIP(address ?? '');
  if (version === 0 || extra !== undefined) return false;
  if (bits === undefined) return true;
  const prefix = Number(bits);
  return /^\d{1,3}$/.test(bits) && prefix <= (version === 4 ? 32 : 128);
}, 'each allowed address must be an IP address or a CIDR range such as 203.0.113.0/24');

const providerSchema = z.strictObject({
  id: providerIdSchema,
  name: z.string().trim().min(1).max(100),
  scheme: z.enum(SIGNING_SCHEMES, { error: `scheme must be one of ${SIGNING_SCHEMES.join(', ')}` }),
  key: z.string().min(16, 'key must be at least 16 characters').max(10_000),
  launchUrl: z.url({ protocol: /^https?$/, error: 'launchUrl must be an http:// or https:// URL' }),
  allowedAddresses: z.array(addressSchema).max(100).optional(),
});

const fileSchema = z.strictObject({ providers: z.array(providerSchema).max(100) });

function blockListOf(addresses: string[] | undefined): BlockList | null {
  if (!addresses || addresses.length === 0) return null;
  const list = new BlockList();
  for (const entry of addresses) {
    const [address = '', bits] = entry.split('/');
    const type = isIP(address) === 6 ? 'ipv6' : 'ipv4';
    if (bits === undefined) list.addAddress(address, type);
    else list.addSubnet(address, Number(bits), type);
  }
  return list;
}

/** The key as the scheme uses it; a public key that does not parse, or is of the wrong kind, stops the start. */
function keyFor(scheme: SigningScheme, key: string, where: string): Buffer | KeyObject {
  if (scheme === 'hmac-sha256') return Buffer.from(key, 'utf8');
  let parsed: KeyObject;
  try {
    parsed = createPublicKey(key);
  } catch (error) {
    throw new ConfigError(`${where}: key is not a PEM public key (${(error as Error).message})`);
  }
  const wanted = scheme === 'rsa-sha256' ? 'rsa' : 'ec';
  if (parsed.asymmetricKeyType !== wanted) {
    throw new ConfigError(`${where}: ${scheme} needs an ${wanted.toUpperCase()} public key`);
  }
  return parsed;
}

/** The built-in studio's shared secret (64 hex characters), made on first start. */
export function studioSecret(dataDir: string): Buffer {
  const { key } = readOrCreateKeyFile(dataDir, STUDIO_KEY_FILE, 'or delete it to make a new one');
  return Buffer.from(key.toString('hex'), 'utf8');
}

/**
 * The providers the casino accepts callbacks from: the built-in studio (its shared key
 * STUDIO_KEY, or one generated into DATA_DIR on first start; its launch page at
 * STUDIO_URL), then those
 * of the operator's PROVIDERS_FILE. A file that cannot be read or is malformed stops
 * the start with a message naming the file and the entry; so does an id used twice.
 */
export async function loadProviders(options: {
  file: string | undefined;
  dataDir: string;
  studioKey: string | undefined;
  /** Where browsers reach the studio; unset until main.ts knows the port it listens on. */
  studioUrl: string | undefined;
}): Promise<Map<string, Provider>> {
  const studio: Provider = {
    id: STUDIO_PROVIDER_ID,
    name: STUDIO_PROVIDER_NAME,
    scheme: 'hmac-sha256',
    // The shared secret is the file's hex text, as a secret in PROVIDERS_FILE is its text.
    key: options.studioKey ? Buffer.from(options.studioKey, 'utf8') : studioSecret(options.dataDir),
    launchUrl: `${options.studioUrl ?? 'http://localhost:3001'}/launch`,
    allowed: null,
  };
  const providers = new Map<string, Provider>([[studio.id, studio]]);
  if (!options.file) return providers;
  let data: unknown;
  try {
    data = JSON.parse(await readFile(options.file, 'utf8'));
  } catch (error) {
    throw new ConfigError(`PROVIDERS_FILE ${options.file}: ${(error as Error).message}`);
  }
  const parsed = fileSchema.safeParse(data);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    throw new ConfigError(`PROVIDERS_FILE ${options.file}: ${issue?.path.join('.')}: ${issue?.message}`);
  }
  parsed.data.providers.forEach((entry, index) => {
    const where = `PROVIDERS_FILE ${options.file}: providers.${index} (${entry.id})`;
    if (providers.has(entry.id)) throw new ConfigError(`${where}: the id ${entry.id} is used twice`);
    providers.set(entry.id, {
      id: entry.id,
      name: entry.name,
      scheme: entry.scheme,
      key: keyFor(entry.scheme, entry.key, where),
      launchUrl: entry.launchUrl,
      allowed: blockListOf(entry.allowedAddresses),
    });
  });
  return providers;
}

/** Points the built-in studio's launch at where it actually listens, once main.ts has started it. */
export function setStudioUrl(providers: Map<string, Provider>, url: string): void {
  const studio = providers.get(STUDIO_PROVIDER_ID);
  if (studio) studio.launchUrl = `${url.replace(/\/+$/, '')}/launch`;
}
