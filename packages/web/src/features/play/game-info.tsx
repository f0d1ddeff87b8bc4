import type { Game } from '@ante/core';
import { fromDecimalString, originalGame, profitRule } from '@ante/core';
import { useSiteConfig } from '../../lib/site-config';
import { formatFiatAmount } from '../wallet/money';
import classes from './game-page.module.css';
import { maxBetUsdOf } from './stake-limit';

/** "$0.00", "$10,000.00": the catalogue's limits are in US dollars. */
function usd(decimal: string): string {
  try {
    return formatFiatAmount(fromDecimalString(decimal), 'USD');
  } catch {
    return `$${decimal}`;
  }
}

/** A minimum of zero is no minimum at all, and says so rather than "$0.00". */
function minimum(decimal: string): string {
  try {
    if (fromDecimalString(decimal) === 0n) return 'None';
  } catch {
    // Not a number: shown as it came.
  }
  return usd(decimal);
}

/** Under the game: what it is, how it is played, and its return and bet limits from the catalogue. */
export function GameInfo({ game, rules }: { game: Game; rules: readonly string[] }) {
  const limits = useSiteConfig().data?.betLimits;
  const definition = originalGame(game.slug);
  const profitRules =
    limits === undefined || definition === undefined
      ? []
      : profitRule(definition) === 'cap'
        ? [
            `A round pays at most its stake plus the maximum profit of ${usd(limits.maxProfitUsd)}; a round whose cash-out value reaches it ends there and pays it.`,
          ]
        : [`A bet that could win more than the maximum profit of ${usd(limits.maxProfitUsd)} is refused.`];
  const allRules = [...rules, ...profitRules];
  return (
    <section className={classes.info} aria-labelledby="game-info-title">
      <div className={classes.infoMain}>
        <h2 id="game-info-title" className={classes.infoTitle}>
          About {game.name}
        </h2>
        <p className={classes.description}>{game.description}</p>
        {allRules.length > 0 && (
          <>
            <h3 className={classes.rulesTitle}>Rules</h3>
            <ul className={classes.rules}>
              {allRules.map((rule) => (
                <li key={rule}>{rule}</li>
              ))}
            </ul>
          </>
        )}
      </div>
      <dl className={classes.facts}>
        <div className={classes.fact}>
          <dt>RTP</dt>
          <dd>{game.rtp}%</dd>
        </div>
        <div className={classes.fact}>
          <dt>Min bet</dt>
          <dd>{minimum(game.minBetUsd)}</dd>
        </div>
        <div className={classes.fact}>
          <dt>Max bet</dt>
          <dd>{usd(maxBetUsdOf(game, limits))}</dd>
        </div>
        {limits && (
          <div className={classes.fact}>
            <dt>Max profit</dt>
            <dd>{usd(limits.maxProfitUsd)}</dd>
          </div>
        )}
        <div className={classes.fact}>
          <dt>Provider</dt>
          <dd>{game.provider}</dd>
        </div>
      </dl>
    </section>
  );
}
