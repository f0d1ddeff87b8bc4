import type { Game } from '@ante/core';
import { fromDecimalString } from '@ante/core';
import type { UsdFormatter } from '../../lib/error-text';
import { useUsdFormatter } from '../wallet/use-usd-formatter';
import classes from './game-page.module.css';

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
  return (
    <section className={classes.info} aria-labelledby="game-info-title">
      <div className={classes.infoMain}>
        <h2 id="game-info-title" className={classes.infoTitle}>
          About {game.name}
        </h2>
        <p className={classes.description}>{game.description}</p>
        {rules.length > 0 && (
          <>
            <h3 className={classes.rulesTitle}>Rules</h3>
            <ul className={classes.rules}>
              {rules.map((rule) => (
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
          <dd>{betLimitText(game.maxBetUsd, formatUsd)}</dd>
        </div>
        <div className={classes.fact}>
          <dt>Provider</dt>
          <dd>{game.provider}</dd>
        </div>
      </dl>
    </section>
  );
}
