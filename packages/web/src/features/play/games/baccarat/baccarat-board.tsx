import type { BaccaratParams, BaccaratWinner } from '@ante/core';
import type { SingleStepBoardProps } from '../../game-ui';
import { useGameSound } from '../../sound';
import { ChipControls } from '../shared/chips/chip-controls';
import { useSelectedChip } from '../shared/chips/chip-store';
import { chipValues, stackLook } from '../shared/chips/chip-values';
import { Chip } from '../shared/chips/chips';
import { useChipHistory } from '../shared/chips/use-chip-history';
import classes from './baccarat.module.css';
import { type Hand, handTotal, paysToOne, placeBaccaratChip, SPOTS } from './baccarat-deal';
import { PlayingCard } from './playing-card';
import { type Deal, useBaccaratDeal } from './use-baccarat-deal';

const EMPTY: BaccaratParams = { player: '0', banker: '0', tie: '0' };
const NAMES: Record<BaccaratWinner, string> = { player: 'Player', banker: 'Banker', tie: 'Tie' };

function HandView({ hand, deal }: { hand: Hand; deal: Deal | null }) {
  const dealt = deal ? deal.cards.slice(0, deal.shown).filter((card) => card.hand === hand) : [];
  const faceUp = deal ? deal.cards.slice(0, deal.revealed).filter((card) => card.hand === hand) : [];
  const total = faceUp.length > 0 ? handTotal(faceUp.map((card) => card.card)) : null;
  const won = deal?.finished && deal.winner === hand;
  return (
    <section className={classes.hand} data-hand={hand} aria-label={NAMES[hand]}>
      <header className={classes.handHeader}>
        <span className={classes.handName}>{NAMES[hand]}</span>
        <span className={classes.total} data-won={won || undefined}>
          {total ?? '–'}
        </span>
      </header>
      <div className={classes.cards}>
        {[0, 1, 2].map((slot) => {
          const card = dealt.find((item) => item.slot === slot);
          return card ? (
            <PlayingCard
              key={`${deal?.roundId}-${slot}`}
              card={card.card}
              dealMs={deal?.cardMs ?? 0}
              fromX={hand === 'player' ? '160%' : '60%'}
            />
          ) : (
            <div key={slot} className={classes.cardSlot} data-third={slot === 2 || undefined} />
          );
        })}
      </div>
    </section>
  );
}

/** Both hands as the cards are dealt, the winner, and the three betting spots. */
export function BaccaratBoard({
  params,
  onParamsChange,
  round,
  speed,
  busy,
  currency,
  onSettled,
}: SingleStepBoardProps<BaccaratParams>) {
  const play = useGameSound();
  const deal = useBaccaratDeal(round, speed, onSettled);
  const selected = useSelectedChip();
  const chips = useChipHistory(params, onParamsChange);
  const winner = deal?.finished ? deal.winner : null;
  const staked = SPOTS.some((spot) => /[1-9]/.test(params[spot]));

  const handleSpot = (spot: BaccaratWinner) => {
    if (busy) return;
    const chip = chipValues(currency)[selected];
    if (!chip) return;
    play('click');
    chips.place(placeBaccaratChip(params, spot, chip.atoms));
  };

  return (
    <div className={classes.board}>
      <div className={classes.table}>
        <HandView hand="player" deal={deal} />
        <HandView hand="banker" deal={deal} />
        <div className={classes.bannerRow} role="status">
          {winner && (
            <div key={deal?.roundId} className={classes.banner} data-winner={winner}>
              {winner === 'tie' ? 'Tie' : `${NAMES[winner]} wins`}
            </div>
          )}
          {!deal && !staked && <p className={classes.hint}>Place your chips on Player, Tie or Banker</p>}
        </div>
      </div>
      <div className={classes.spots}>
        {SPOTS.map((spot) => {
          const amount = params[spot];
          const look = /[1-9]/.test(amount) ? stackLook(amount, currency) : null;
          return (
            <button
              key={spot}
              type="button"
              className={classes.spot}
              data-spot={spot}
              data-won={winner === spot || undefined}
              data-push={(winner === 'tie' && spot !== 'tie' && look !== null) || undefined}
              aria-disabled={busy || undefined}
              aria-label={`${NAMES[spot]} ${paysToOne(spot)}${look ? `, ${amount} ${currency} on it` : ''}`}
              onClick={() => handleSpot(spot)}
            >
              <span className={classes.spotName}>{NAMES[spot]}</span>{' '}
              <span className={classes.spotPays}>{paysToOne(spot)}</span>
              {look && (
                <span className={classes.spotChip}>
                  <Chip key={amount} label={look.label} colour={look.colour} size={34} />
                </span>
              )}
            </button>
          );
        })}
      </div>
      <ChipControls
        onUndo={chips.undo}
        onClear={() => chips.clear(EMPTY)}
        canUndo={chips.canUndo}
        canClear={staked}
        busy={busy}
        maxWidthPx={760}
      />
    </div>
  );
}
