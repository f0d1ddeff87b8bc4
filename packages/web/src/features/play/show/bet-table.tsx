import type { Atoms, ShowPhase, ShowRound } from '@ante/core';
import { Button } from '@mantine/core';
import type { CSSProperties } from 'react';
import { SPOTS } from './show-document';
import classes from './show-stage.module.css';

function PersonIcon() {
  return (
    <svg width="11" height="11" viewBox="0 0 24 24" fill="currentColor" aria-hidden="true">
      <circle cx="12" cy="8" r="4" />
      <path d="M4 21c0-4.4 3.6-7 8-7s8 2.6 8 7z" />
    </svg>
  );
}

/**
 * The table's six bet spots, each with what it pays, how many players are on it and
 * the player's own stake. A spot takes the selected chip on a click while betting is
 * open. The hammer's boost and the winning spot light up as the round goes on.
 */
export function BetTable({
  round,
  phase,
  stakes,
  formatStake,
  canPlace,
  onPlace,
}: {
  round: ShowRound | null;
  phase: ShowPhase | null;
  stakes: Record<string, Atoms>;
  formatStake: (atoms: Atoms) => string;
  canPlace: boolean;
  onPlace: (spot: string) => void;
}) {
  const booster = round?.booster ?? null;
  const decided = phase === 'result' || phase === 'bonus';
  return (
    <fieldset className={classes.table} aria-label="Bet spots">
      {SPOTS.map((spot) => {
        const stake = stakes[spot.id] ?? 0n;
        const boosted = booster?.spot === spot.id ? booster.multiplier : null;
        const won = decided && round?.segment === spot.id;
        return (
          <button
            key={spot.id}
            type="button"
            className={classes.spot}
            style={{ '--spot': spot.colour, '--spot-ink': spot.ink } as CSSProperties}
            data-bonus={spot.pays === null || undefined}
            data-boosted={boosted !== null || undefined}
            data-won={won || undefined}
            data-lost={(decided && !won) || undefined}
            disabled={!canPlace}
            onClick={() => onPlace(spot.id)}
            aria-label={`${spot.name}${spot.pays ? `, pays ${spot.pays}x` : ', bonus round'}${stake > 0n ? `, your stake ${formatStake(stake)}` : ''}`}
          >
            <span className={classes.spotFace}>{spot.pays === null ? spot.name : spot.label}</span>
            <span className={classes.spotPays}>{spot.pays === null ? 'Bonus' : `Pays ${spot.pays}x`}</span>
            <span className={classes.spotPlayers} title="Players on this spot">
              <PersonIcon /> {round?.spotBettors[spot.id] ?? 0}
            </span>
            {boosted !== null && (
              <span key={`${round?.id}-${boosted}`} className={classes.boost}>
                x{boosted}
              </span>
            )}
            {stake > 0n && <span className={classes.stake}>{formatStake(stake)}</span>}
          </button>
        );
      })}
    </fieldset>
  );
}

/** The chips the studio offers, one selected; what a click on a spot stakes. */
export function ChipRack({
  chips,
  selected,
  onSelect,
  formatChip,
}: {
  chips: readonly string[];
  selected: string | null;
  onSelect: (chip: string) => void;
  formatChip: (chip: string) => string;
}) {
  return (
    <fieldset className={classes.chips} aria-label="Chip value">
      {chips.map((chip, index) => (
        <button
          key={chip}
          type="button"
          aria-pressed={chip === selected}
          className={classes.chip}
          data-tier={index % 6}
          onClick={() => onSelect(chip)}
        >
          {formatChip(chip)}
        </button>
      ))}
    </fieldset>
  );
}

export function LoginToBet({ onLogin }: { onLogin: () => void }) {
  return (
    <div className={classes.loginCta}>
      <span>Watch live, or take a seat at the table.</span>
      <Button size="sm" onClick={onLogin}>
        Log in to bet
      </Button>
    </div>
  );
}
