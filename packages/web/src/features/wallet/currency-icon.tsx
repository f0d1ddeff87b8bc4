import type { CryptoCode } from '@ante/core';
import classes from './currency-icon.module.css';

/**
 * Each coin's brand colour and a one-character mark. Drawn, not loaded: the spec's
 * image host is not set up, and a coloured disc reads at 16px where a logo would not.
 */
const COINS: Record<CryptoCode, { color: string; mark: string }> = {
  BTC: { color: '#f7931a', mark: '₿' },
  ETH: { color: '#627eea', mark: 'Ξ' },
  LTC: { color: '#345d9d', mark: 'Ł' },
  USDT: { color: '#26a17b', mark: '₮' },
  USDC: { color: '#2775ca', mark: '$' },
  SOL: { color: 'linear-gradient(135deg, #9945ff, #14f195)', mark: '◎' },
  BNB: { color: '#f3ba2f', mark: 'B' },
  SHIB: { color: '#ffa409', mark: 'S' },
  DOGE: { color: '#c2a633', mark: 'Ð' },
  XRP: { color: '#23292f', mark: 'X' },
  TRX: { color: '#ef0027', mark: 'T' },
  TUSD: { color: '#1a5aff', mark: 'T' },
  DAI: { color: '#f5ac37', mark: '◈' },
};

type CurrencyIconProps = { currency: CryptoCode; size?: number };

export function CurrencyIcon({ currency, size = 20 }: CurrencyIconProps) {
  const coin = COINS[currency];
  return (
    <span
      className={classes.icon}
      aria-hidden="true"
      style={{ width: size, height: size, fontSize: Math.round(size * 0.58), background: coin.color }}
    >
      {coin.mark}
    </span>
  );
}
