import { type Atoms, multiplyByRate } from '@ante/core';
import { useCallback, useState } from 'react';
import { useCurrentUser } from '../../lib/current-user';
import { formatFiatAmount, significantDigits } from '../../lib/money';
import { useWallet } from '../../lib/wallet/use-wallet';
import { checkAmount, doubleAmount, formatAmountInput, halveAmount, maxAmount } from './bet-amount';

/**
 * The bet amount in the selected currency, as the panel edits it, with its check
 * against the balance and its value in the player's fiat. `stake` is for games that
 * carry their stakes in the params (roulette, baccarat): `undefined` for every other
 * game, null while nothing is staked, else the total the shell then bets instead.
 * `largest` is the largest stake the server takes (null while unknown): Max fills the
 * balance up to it, never a bet the server would refuse.
 */
export function useBetAmount(stake: string | null | undefined, largest: Atoms | null = null) {
  const { user } = useCurrentUser();
  const wallet = useWallet();
  const currency = wallet.selected;
  const decimals = significantDigits(currency);
  // Unknown while logged out or loading: no "Insufficient balance" before we know.
  const balance: Atoms | null = user && !wallet.isPending ? (wallet.selectedRow?.atoms ?? 0n) : null;

  const [text, setText] = useState(() => formatAmountInput(0n, decimals));
  // Another currency starts again at zero: an amount of BTC means nothing in SHIB.
  const [textCurrency, setTextCurrency] = useState(currency);
  if (textCurrency !== currency) {
    setTextCurrency(currency);
    setText(formatAmountInput(0n, decimals));
  }

  const fixedStake = stake !== undefined;
  const amount = fixedStake ? (stake ?? '0') : text;
  const check = checkAmount(amount, decimals, balance);
  const atoms = check.atoms ?? 0n;
  const rate = wallet.rates?.[currency];
  const fiatText = rate === undefined ? null : formatFiatAmount(multiplyByRate(atoms, rate), wallet.fiat);

  const setAtoms = useCallback((next: Atoms) => setText(formatAmountInput(next, decimals)), [decimals]);
  /** Writes a typed amount back in the currency's format once the field is left. */
  const normalize = useCallback(() => {
    setText((current) => {
      const checked = checkAmount(current, decimals, null);
      return checked.atoms === null ? current : formatAmountInput(checked.atoms, decimals);
    });
  }, [decimals]);

  return {
    currency,
    decimals,
    balance,
    text: fixedStake ? formatAmountInput(atoms, decimals) : text,
    setText,
    setAtoms,
    normalize,
    /** The amount to send, as typed (or the staked total). */
    amount,
    atoms,
    check,
    fiatText,
    fixedStake,
    nothingStaked: fixedStake && stake === null,
    halve: () => setAtoms(halveAmount(atoms, decimals)),
    double: () => setAtoms(doubleAmount(atoms)),
    max: () => setAtoms(maxAmount(balance ?? 0n, largest)),
    zero: () => setAtoms(0n),
  };
}

export type BetAmount = ReturnType<typeof useBetAmount>;
