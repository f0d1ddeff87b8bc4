/**
 * The currency catalogue (docs/product.md#currencies-and-networks): 13 cryptocurrencies with their
 * networks, and 17 fiat currencies for display.
 */
export const CRYPTO_CODES = [
  'BTC',
  'ETH',
  'LTC',
  'USDT',
  'USDC',
  'SOL',
  'BNB',
  'SHIB',
  'DOGE',
  'XRP',
  'TRX',
  'TUSD',
  'DAI',
] as const;
export type CryptoCode = (typeof CRYPTO_CODES)[number];

export const FIAT_CODES = [
  'USD',
  'EUR',
  'CNY',
  'JPY',
  'GBP',
  'INR',
  'BRL',
  'RUB',
  'CAD',
  'AUD',
  'KRW',
  'MXN',
  'IDR',
  'NGN',
  'TRY',
  'ARS',
  'PHP',
] as const;
export type FiatCode = (typeof FIAT_CODES)[number];

export interface Network {
  /** Network id as wallets and the API name it (`ETH`, `BSC`, `TRON`, `BNB.BSC`). */
  id: string;
  /** Human name with the token standard ("Ethereum (ERC20)"). */
  name: string;
  /** The token standard or chain symbol shown beside the name. */
  symbol: string;
  /** Confirmations before a deposit is credited. */
  confirms: number;
  /** Smallest withdrawal, as a value in USD (decimal string). */
  minWithdraw: string;
  /** Fee taken on a withdrawal, in the currency's own units (decimal string). */
  withdrawFee: string;
}

export interface CurrencyEntry {
  code: string;
  name: string;
  /**
   * The coin's logo, a path the web app serves (its build copies the logos there from
   * the web3icons package), or null for fiat, which shows as its text symbol. A logo
   * rather than a glyph: the bitcoin sign (U+20BF) is missing from many systems' fonts.
   */
  image: string | null;
  symbol: string;
  /** Decimals shown for this currency; also the most decimals an amount may have. */
  significantDigits: number;
  /** Whether deposits in it qualify for the welcome bonus. */
  bonus: boolean;
  isStableCoin: boolean;
  chain: Network[];
}

export interface CryptoCurrencyEntry extends CurrencyEntry {
  image: string;
}

function network(
  id: string,
  name: string,
  symbol: string,
  confirms: number,
  minWithdraw: string,
  withdrawFee: string,
): Network {
  return { id, name, symbol, confirms, minWithdraw, withdrawFee };
}

/**
 * Networks with their confirmations, minimums and fees. Where the product had no fee,
 * the value is ours, chosen near a typical network fee so withdrawals cover their
 * cost: BTC 0.0001, ETH on ERC20 0.002, LTC 0.001, BNB 0.0005, TRX 1, SOL 0.01.
 */
export const CRYPTO_CURRENCIES: Record<CryptoCode, CryptoCurrencyEntry> = {
  BTC: crypto('BTC', 'Bitcoin', '₿', 8, true, false, [network('BTC', 'Bitcoin', 'BTC', 2, '10', '0.0001')]),
  ETH: crypto('ETH', 'Ethereum', 'Ξ', 6, true, false, [
    network('ETH', 'Ethereum (ERC20)', 'ERC20', 3, '5', '0.002'),
    network('BSC', 'BNB Smart Chain (BEP20)', 'BEP20', 10, '2', '0.00012'),
  ]),
  LTC: crypto('LTC', 'Litecoin', 'Ł', 4, false, false, [network('LTC', 'Litecoin', 'LTC', 3, '2', '0.001')]),
  USDT: crypto('USDT', 'Tether', '₮', 2, true, true, [
    network('ETH', 'Ethereum (ERC20)', 'ERC20', 3, '5', '3'),
    network('BSC', 'BNB Smart Chain (BEP20)', 'BEP20', 10, '2', '0.2'),
    network('TRON', 'Tron (TRC20)', 'TRC20', 10, '6', '0.2'),
  ]),
  USDC: crypto('USDC', 'USD Coin', 'USDC', 2, true, true, [
    network('ETH', 'Ethereum (ERC20)', 'ERC20', 3, '5', '3'),
  ]),
  SOL: crypto('SOL', 'Solana', '◎', 4, false, false, [network('SOL', 'Solana', 'SOL', 10, '2', '0.01')]),
  BNB: crypto('BNB', 'BNB', 'BNB', 4, false, false, [
    network('BNB.BSC', 'BNB Smart Chain (BEP20)', 'BEP20', 10, '2', '0.0005'),
  ]),
  SHIB: crypto('SHIB', 'Shiba Inu', 'SHIB', 4, false, false, [
    network('ETH', 'Ethereum (ERC20)', 'ERC20', 3, '5', '435000'),
  ]),
  DOGE: crypto('DOGE', 'Dogecoin', 'Ð', 4, false, false, [network('DOGE', 'Dogecoin', 'DOGE', 3, '2', '0')]),
  XRP: crypto('XRP', 'XRP', 'XRP', 4, false, false, [network('XRP', 'XRP Ledger', 'XRP', 30, '2', '0')]),
  TRX: crypto('TRX', 'Tron', 'TRX', 4, false, false, [network('TRX', 'Tron (TRC20)', 'TRC20', 10, '6', '1')]),
  TUSD: crypto('TUSD', 'TrueUSD', 'TUSD', 2, false, true, [
    network('ETH', 'Ethereum (ERC20)', 'ERC20', 3, '5', '3'),
    network('TRX', 'Tron (TRC20)', 'TRC20', 10, '6', '0.2'),
  ]),
  DAI: crypto('DAI', 'Dai', 'DAI', 2, false, true, [
    network('ETH', 'Ethereum (ERC20)', 'ERC20', 3, '5', '3'),
  ]),
};

function crypto(
  code: CryptoCode,
  name: string,
  symbol: string,
  significantDigits: number,
  bonus: boolean,
  isStableCoin: boolean,
  chain: Network[],
): CryptoCurrencyEntry {
  const image = `/img/currencies/${code.toLowerCase()}.svg`;
  return { code, name, image, symbol, significantDigits, bonus, isStableCoin, chain };
}

const FIAT_DETAILS: Record<FiatCode, [name: string, symbol: string]> = {
  USD: ['US Dollar', '$'],
  EUR: ['Euro', '€'],
  CNY: ['Chinese Yuan', '¥'],
  JPY: ['Japanese Yen', '¥'],
  GBP: ['British Pound', '£'],
  INR: ['Indian Rupee', '₹'],
  BRL: ['Brazilian Real', 'R$'],
  RUB: ['Russian Ruble', '₽'],
  CAD: ['Canadian Dollar', 'CA$'],
  AUD: ['Australian Dollar', 'A$'],
  KRW: ['South Korean Won', '₩'],
  MXN: ['Mexican Peso', 'MX$'],
  IDR: ['Indonesian Rupiah', 'Rp'],
  NGN: ['Nigerian Naira', '₦'],
  TRY: ['Turkish Lira', '₺'],
  ARS: ['Argentine Peso', 'AR$'],
  PHP: ['Philippine Peso', '₱'],
};

/** Fiat entries: empty chain, stablecoin flag true, bonus false, 2 digits (docs/product.md#currencies-and-networks). */
export const FIAT_CURRENCIES = Object.fromEntries(
  FIAT_CODES.map((code) => {
    const [name, symbol] = FIAT_DETAILS[code];
    const entry: CurrencyEntry = {
      code,
      name,
      image: null,
      symbol,
      significantDigits: 2,
      bonus: false,
      isStableCoin: true,
      chain: [],
    };
    return [code, entry];
  }),
) as Record<FiatCode, CurrencyEntry>;

export function isCryptoCode(value: unknown): value is CryptoCode {
  return typeof value === 'string' && (CRYPTO_CODES as readonly string[]).includes(value);
}

export function isFiatCode(value: unknown): value is FiatCode {
  return typeof value === 'string' && (FIAT_CODES as readonly string[]).includes(value);
}

export const DEFAULT_CURRENCY: CryptoCode = 'BTC';
export const DEFAULT_FIAT: FiatCode = 'USD';

/**
 * Parses the operator's list of supported currencies (order kept). Unknown or
 * repeated codes are an error, so a typo stops the start rather than hiding a coin.
 */
export function parseSupportedCurrencies(value: string): CryptoCode[] {
  const codes = value
    .split(',')
    .map((code) => code.trim().toUpperCase())
    .filter(Boolean);
  if (codes.length === 0) return [...CRYPTO_CODES];
  const seen = new Set<string>();
  for (const code of codes) {
    if (!isCryptoCode(code))
      throw new Error(`"${code}" is not a supported currency (${CRYPTO_CODES.join(', ')})`);
    if (seen.has(code)) throw new Error(`"${code}" is listed twice`);
    seen.add(code);
  }
  return codes as CryptoCode[];
}

/** The confirmations a network needs for a currency; undefined when the catalogue does not list it there. */
export function networkConfirms(currency: string, network: string): number | undefined {
  if (!isCryptoCode(currency)) return undefined;
  return CRYPTO_CURRENCIES[currency].chain.find((entry) => entry.id === network)?.confirms;
}

/** A network's name as people read it ("BNB Smart Chain (BEP20)"); its id when the catalogue does not list it. */
export function networkName(currency: string, network: string): string {
  if (!isCryptoCode(currency)) return network;
  return CRYPTO_CURRENCIES[currency].chain.find((entry) => entry.id === network)?.name ?? network;
}
