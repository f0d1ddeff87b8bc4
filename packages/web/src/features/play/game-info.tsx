import type { Game } from '@ante/core';
import { fromDecimalString, originalGame, profitRule } from '@ante/core';
import type { UsdFormatter } from '../../lib/error-text';
import { useSiteConfig } from '../../lib/site-config';
import { useUsdFormatter } from '../../lib/wallet/use-usd-formatter';
import classes from './game-page.module.css';
import { maxBetUsdOf } from './stake-limit';

/**
 * A limit from the catalogue (in US dollars) in the display currency: "€9,200.00". A
 * minimum of zero is no minimum at all, and says so rather than "€0.00"; a value that
 * is not a number is shown as it came.
 */
export function betLimitText(decimal: string, formatUsd: UsdFormatter, zero?: string): string {
  try {
    const atoms = fromDecimalString(decimal);
    if (zero !== undefined && atoms === 0n) return zero;
    return formatUsd(decimal);
  } catch {
    return decimal;
  }
}

/** Under the game: what it is, how it is played, and its return and bet limits from the catalogue. */
export function GameInfo({ game, rules }: { game: Game; rules: readonly string[] }) {
  const formatUsd = useUsdFormatter();
  const usd = (decimal: string) => betLimitText(decimal, formatUsd);
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
          <dd>{betLimitText(game.minBetUsd, formatUsd, 'None')}</dd>
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
