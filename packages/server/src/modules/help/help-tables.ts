import {
  CRYPTO_CURRENCIES,
  type CryptoCode,
  fromDecimalString,
  LOYALTY_RANKS,
  REWARD_RATES,
  usdText,
} from '@ante/core';

/** A Markdown table from a header row and body rows; a `|` in a cell is escaped. */
function markdownTable(header: readonly string[], rows: readonly (readonly string[])[]): string {
  const line = (cells: readonly string[]) =>
    `| ${cells.map((cell) => cell.replaceAll('|', '\\|')).join(' | ')} |`;
  return [line(header), line(header.map(() => '---')), ...rows.map(line)].join('\n');
}

/**
 * Every network of the offered currencies, in the operator's order, with what the
 * casino itself applies: the confirmations before a deposit is credited
 * (wallet/sync-deposits.ts), the smallest withdrawal, checked at its USD value at the
 * moment of asking (wallet/request-withdrawal.ts), and the fee taken with it.
 */
export function networkTable(currencies: readonly CryptoCode[]): string {
  const rows = currencies.flatMap((code) => {
    const currency = CRYPTO_CURRENCIES[code];
    return currency.chain.map((network) => [
      `${currency.name} (${code})`,
      network.name,
      String(network.confirms),
      `${usdText(network.minWithdraw)} worth of ${code}`,
      fromDecimalString(network.withdrawFee) === 0n ? 'None' : `${network.withdrawFee} ${code}`,
    ]);
  });
  return markdownTable(
    ['Currency', 'Network', 'Confirmations to credit a deposit', 'Smallest withdrawal', 'Withdrawal fee'],
    rows,
  );
}

/** The loyalty ranks (core loyalty/ranks.ts) with what each pays back (core loyalty/reward-rates.ts). */
export function rankTable(): string {
  const rows = LOYALTY_RANKS.map((rank) => {
    const rates = REWARD_RATES[rank.id];
    const percent = (value: number | undefined) => (value ? `${value}%` : '—');
    return [
      rank.name,
      usdText(rank.wagerRequirement),
      rank.id === 0 ? '—' : usdText(rank.levelUpBonus),
      percent(rates?.rakebackPercent),
      percent(rates?.weeklyPercent),
      percent(rates?.monthlyPercent),
    ];
  });
  return markdownTable(
    ['Rank', 'Wagered to reach it', 'Level-up bonus', 'Rakeback', 'Weekly bonus', 'Monthly bonus'],
    rows,
  );
}
