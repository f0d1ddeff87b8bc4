import { pocketColour, type RouletteParams } from '@ante/core';
import { useElementSize } from '@mantine/hooks';
import { useRef } from 'react';
import type { SingleStepBoardProps } from '../../game-ui';
import { useGameSound } from '../../sound';
import { ChipControls } from '../shared/chips/chip-controls';
import { useSelectedChip } from '../shared/chips/chip-store';
import { chipValues } from '../shared/chips/chip-values';
import { useChipHistory } from '../shared/chips/use-chip-history';
import classes from './roulette.module.css';
import { placeRouletteChip } from './roulette-chips';
import { RouletteTable } from './roulette-table';
import { RouletteWheel } from './roulette-wheel';
import { useRouletteSpin } from './use-roulette-spin';

/** Below this board width the table stands upright (0 at the top), so it stays tappable on phones. */
const PORTRAIT_BELOW_PX = 560;
const EMPTY: RouletteParams = { chips: [] };

/** The wheel with the last numbers beside it, the table, and Undo/Clear for the chips. */
export function RouletteBoard({
  params,
  onParamsChange,
  round,
  speed,
  busy,
  currency,
  onSettled,
}: SingleStepBoardProps<RouletteParams>) {
  const play = useGameSound();
  const { ref: boardRef, width } = useElementSize();
  const orientation = width > 0 && width < PORTRAIT_BELOW_PX ? 'portrait' : 'landscape';
  const wheel = useRef<SVGGElement>(null);
  const ball = useRef<SVGCircleElement>(null);
  const { landed, history } = useRouletteSpin({ wheel, ball }, round, speed, onSettled);
  const selected = useSelectedChip();
  const chips = useChipHistory(params, onParamsChange);

  // The result stays on the table until the chips change.
  const showsResult = landed !== null && round?.id === landed.roundId && round.params !== undefined;
  const pocket = showsResult && sameChips(round?.params as RouletteParams, params) ? landed.pocket : null;

  const handlePlace = (bet: string) => {
    const chip = chipValues(currency)[selected];
    if (!chip) return;
    const next = placeRouletteChip(params, bet, chip.atoms);
    if (!next) return;
    play('click');
    chips.place(next);
  };

  return (
    <div ref={boardRef} className={classes.board} data-orientation={orientation}>
      <div className={classes.top}>
        <div className={classes.wheelBox}>
          <RouletteWheel wheel={wheel} ball={ball} landed={landed} />
        </div>
        {history.length > 0 && (
          <ol className={classes.history} aria-label="Last numbers">
            {history.map((entry) => (
              <li
                key={entry.roundId}
                className={classes.historyItem}
                data-colour={pocketColour(entry.pocket)}
              >
                {entry.pocket}
              </li>
            ))}
          </ol>
        )}
      </div>
      <RouletteTable
        params={params}
        currency={currency}
        orientation={orientation}
        busy={busy}
        pocket={pocket}
        onPlace={handlePlace}
      />
      <ChipControls
        onUndo={chips.undo}
        onClear={() => chips.clear(EMPTY)}
        canUndo={chips.canUndo}
        canClear={params.chips.length > 0}
        busy={busy}
        maxWidthPx={860}
      />
    </div>
  );
}

function sameChips(a: RouletteParams | undefined, b: RouletteParams): boolean {
  if (!a || a.chips.length !== b.chips.length) return false;
  return a.chips.every((chip) =>
    b.chips.some((other) => other.bet === chip.bet && other.amount === chip.amount),
  );
}
