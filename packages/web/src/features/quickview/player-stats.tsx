import type { QuickviewResponse } from '@ante/core';
import { useUsdFormatter } from '../../lib/wallet/use-usd-formatter';
import { LockIcon } from '../../ui/icons';
import classes from './quickview.module.css';
import { formatCount } from './quickview-format';

type PlayerStatsProps = { stats: QuickviewResponse['stats'] };

/** Four tiles (bets, wins, losses, wagered in the viewer's fiat), or the privacy notice. */
export function PlayerStats({ stats }: PlayerStatsProps) {
  const formatUsd = useUsdFormatter();
  if (stats === null) {
    return (
      <div className={classes.private}>
        <LockIcon size={18} />
        <span>This player's statistics are private</span>
      </div>
    );
  }
  return (
    <dl className={classes.stats} aria-label="Statistics">
      <Tile label="Bets" value={formatCount(stats.bets)} />
      <Tile label="Wins" value={formatCount(stats.wins)} tone="win" />
      <Tile label="Losses" value={formatCount(stats.losses)} />
      <Tile label="Wagered" value={formatUsd(stats.wageredUsd)} />
    </dl>
  );
}

function Tile({ label, value, tone }: { label: string; value: string; tone?: 'win' }) {
  return (
    <div className={classes.tile} data-tone={tone}>
      <dt className={classes.tileLabel}>{label}</dt>
      <dd className={classes.tileValue} title={value}>
        {value}
      </dd>
    </div>
  );
}
