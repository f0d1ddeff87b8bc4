import { type QuickviewResponse, rankById } from '@ante/core';
import type { CSSProperties } from 'react';
import { RankEmblem, rankColor } from '../../ui/rank-emblem';
import classes from './quickview.module.css';
import { initialOf, joinedLabel } from './quickview-format';

type PlayerHeaderProps = { card: QuickviewResponse; isSelf: boolean };

/** Avatar, name and rank, lit in the rank's colour; a private player shows no rank. */
export function PlayerHeader({ card, isSelf }: PlayerHeaderProps) {
  const rank = card.rankId === null ? null : rankById(card.rankId);
  const style = (rank ? { '--rank-color': rankColor(rank.id) } : {}) as CSSProperties;
  return (
    <div className={classes.header} style={style}>
      <span className={classes.avatar} aria-hidden="true">
        {initialOf(card.username)}
      </span>
      <div className={classes.headerText}>
        <h2 className={classes.username} title={card.username}>
          {card.username}
          {isSelf && <span className={classes.you}>You</span>}
        </h2>
        {rank && (
          <div className={classes.rank} data-testid="quickview-rank">
            <RankEmblem rankId={rank.id} size={18} />
            <span className={classes.rankName}>{rank.name}</span>
          </div>
        )}
        <div className={classes.joined}>{joinedLabel(card.joinedAt)}</div>
      </div>
    </div>
  );
}
