import { randomInt } from 'node:crypto';

const BASE58 = '123456789ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz';
const BECH32 = 'qpzry9x8gf2tvdw0s3jn54khce6mua7l';
const HEX = '0123456789abcdef';

interface AddressFormat {
  /** What a valid address on this network looks like (format, not checksum). */
  pattern: RegExp;
  /** A fresh address of this format, for the simulated chain. */
  generate(): string;
  example: string;
}

function pick(alphabet: string, length: number): string {
  let out = '';
  for (let i = 0; i < length; i += 1) out += alphabet[randomInt(alphabet.length)];
  return out;
}

const evm: AddressFormat = {
  pattern: /^0x[0-9a-fA-F]{40}$/,
  generate: () => `0x${pick(HEX, 40)}`,
  example: '0x52908400098527886E0F7030069857D2E4169EE7',
};
const tron: AddressFormat = {
  pattern: /^T[1-9A-HJ-NP-Za-km-z]{33}$/,
  generate: () => `T${pick(BASE58, 33)}`,
  example: 'TQn9Y2khEsLJW1ChVWFMSMeRDow5KcbLSE',
};

/**
 * Address formats by network id (docs/product.md#currencies-and-networks). A Map, because the id comes from
 * requests: on a plain object `constructor` would find a function, not nothing.
 */
const FORMATS = new Map<string, AddressFormat>(
  Object.entries({
    BTC: {
      pattern: /^(bc1[qp][02-9ac-hj-np-z]{38,58}|[13][1-9A-HJ-NP-Za-km-z]{25,34})$/,
      generate: () => `bc1q${pick(BECH32, 38)}`,
      example: 'bc1qar0srrr7xfkvy5l643lydnw9re59gtzzwf5mdq',
    },
    LTC: {
      pattern: /^(ltc1[qp][02-9ac-hj-np-z]{38,58}|[LM3][1-9A-HJ-NP-Za-km-z]{26,33})$/,
      generate: () => `ltc1q${pick(BECH32, 38)}`,
      example: 'ltc1qg82gqh9rjl8mxr4s5ecqzw5xcfzq0yqzk9cg3v',
    },
    DOGE: {
      pattern: /^D[5-9A-HJ-NP-U][1-9A-HJ-NP-Za-km-z]{32}$/,
      generate: () => `D${pick('56789ABCDEFGHJKLMNPQRSTU', 1)}${pick(BASE58, 32)}`,
      example: 'DH5yaieqoZN36fDVciNyRueRGvGLR3mr7L',
    },
    XRP: {
      pattern: /^r[1-9A-HJ-NP-Za-km-z]{24,34}$/,
      generate: () => `r${pick(BASE58, 33)}`,
      example: 'rEb8TK3gBgk5auZkwc6sHnwrGVJH8DuaLh',
    },
    SOL: {
      pattern: /^[1-9A-HJ-NP-Za-km-z]{32,44}$/,
      generate: () => pick(BASE58, 44),
      example: '7EcDhSYGxXyscszYEp35KHN8vvw3svAuLKTzXwCFLtV',
    },
    ETH: evm,
    BSC: evm,
    'BNB.BSC': evm,
    TRON: tron,
    TRX: tron,
  }),
);

export function isValidAddress(network: string, address: string): boolean {
  return FORMATS.get(network)?.pattern.test(address) ?? false;
}

export function generateAddress(network: string): string {
  const format = FORMATS.get(network);
  if (!format) throw new Error(`no address format for network ${network}`);
  return format.generate();
}

export function exampleAddress(network: string): string | undefined {
  return FORMATS.get(network)?.example;
}
