import { usdText } from '@ante/core';
import type { Config } from '../../lib/config';
import { HelpArticleError } from './help-files';
import { networkTable, rankTable } from './help-tables';

/**
 * What `{{name}}` stands for in an article (docs/help-centre.md#placeholders): figures
 * read from the code's own tables and from the operator's settings when the articles
 * are loaded, so an article cannot drift from what the casino does.
 */
export type HelpPlaceholders = ReadonlyMap<string, string>;

function duration(seconds: number): string {
  if (seconds % 3600 === 0) return plural(seconds / 3600, 'hour');
  if (seconds % 60 === 0) return plural(seconds / 60, 'minute');
  return plural(seconds, 'second');
}

function plural(count: number, unit: string): string {
  return `${count} ${unit}${count === 1 ? '' : 's'}`;
}

function withdrawalWait(config: Config): string {
  const seconds = Math.round(config.withdrawalDelayMs / 1000);
  if (seconds === 0) return 'A withdrawal is sent as soon as you ask for it, so it cannot be cancelled.';
  return `A withdrawal waits ${duration(seconds)} before it is sent. Until then it shows Cancel in the Withdraw tab's list, and cancelling puts the amount and the fee back in your balance.`;
}

function verificationRule(config: Config): string {
  const rule = config.kycWithdrawRule;
  if (!rule) return 'Withdrawals do not need a verification level here.';
  const month = rule.above30DaysUsd
    ? `, or those of the last 30 days past ${usdText(rule.above30DaysUsd)}`
    : '';
  return [
    `A withdrawal that takes your withdrawals of the last 24 hours past ${usdText(rule.aboveUsd)}${month}, needs verification level ${rule.level}.`,
    'Each withdrawal counts at its dollar value when you asked for it; cancelled and failed ones do not count.',
    'A withdrawal refused for this says which level it needs: complete that level in **Settings → Verify** and try again.',
  ].join(' ');
}

export function helpPlaceholders(config: Config): HelpPlaceholders {
  return new Map([
    ['networks', networkTable(config.supportedCurrencies)],
    ['ranks', rankTable()],
    ['withdrawalWait', withdrawalWait(config)],
    ['verificationRule', verificationRule(config)],
    ['supportEmail', config.supportEmail],
    ['maxBet', usdText(config.betMaxUsd)],
    ['maxProfit', usdText(config.maxProfitUsd)],
    ['rewardClaimDays', plural(config.rewardClaimDays, 'day')],
  ]);
}

const PLACEHOLDER = /\{\{\s*([A-Za-z][\w-]*)\s*\}\}/g;

/** The body with every placeholder replaced; an unknown name is an error naming the file. */
export function expandPlaceholders(body: string, values: HelpPlaceholders, file: string): string {
  return body.replace(PLACEHOLDER, (_match, name: string) => {
    const value = values.get(name);
    if (value === undefined) {
      throw new HelpArticleError(
        file,
        `unknown placeholder {{${name}}} (known: ${[...values.keys()].join(', ')})`,
      );
    }
    return value;
  });
}
