import { CRYPTO_CURRENCIES, type CryptoCode } from '@ante/core';
import classes from './currency-icon.module.css';

type CurrencyIconProps = { currency: CryptoCode; size?: number };

/**
 * A coin's logo, from the image its catalogue entry names (served by the web app), in
 * a fixed square so nothing moves while it loads. The alt text is the code, so an
 * amount followed by the logo reads as "0.001 BTC".
 */
export function CurrencyIcon({ currency, size = 20 }: CurrencyIconProps) {
  return (
    <img
      className={classes.icon}
      src={CRYPTO_CURRENCIES[currency].image}
      alt={currency}
      width={size}
      height={size}
      style={{ width: size, height: size }}
      draggable={false}
    />
  );
}
