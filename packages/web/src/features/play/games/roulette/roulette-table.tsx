import { pocketColour, type RouletteParams, rouletteBetNumbers } from '@ante/core';
import { type CSSProperties, type MouseEvent, type PointerEvent, useRef, useState } from 'react';
import { stackLook } from '../shared/chips/chip-values';
import { Chip } from '../shared/chips/chips';
import classes from './roulette.module.css';
import {
  cellOf,
  fromBox,
  insideAnchor,
  insideBetAt,
  type Orientation,
  OUTSIDE_CELLS,
  toBox,
} from './roulette-layout';

const NUMBERS = Array.from({ length: 36 }, (_, i) => i + 1);

interface Props {
  params: RouletteParams;
  currency: string;
  orientation: Orientation;
  busy: boolean;
  /** The pocket of the round on show, once the ball has landed. */
  pocket: number | null;
  onPlace(bet: string): void;
}

function gridArea([columnStart, columnEnd, rowStart, rowEnd]: [
  number,
  number,
  number,
  number,
]): CSSProperties {
  return { gridColumn: `${columnStart} / ${columnEnd}`, gridRow: `${rowStart} / ${rowEnd}` };
}

function numberPlace(number: number, orientation: Orientation): CSSProperties {
  if (number === 0) return orientation === 'landscape' ? gridArea([1, 2, 1, 4]) : gridArea([1, 4, 1, 2]);
  const { street, place } = cellOf(number);
  return orientation === 'landscape'
    ? gridArea([street + 2, street + 3, 3 - place, 4 - place])
    : gridArea([place + 1, place + 2, street + 2, street + 3]);
}

/**
 * Beside an outside bet's label where the cell is long enough (at its far end, the
 * label making way: see `.outside[data-staked]`), so the label stays readable; on the
 * short 2:1 cells of the landscape table, on the label, as on a felt.
 */
function outsideChipPlace(bet: string, orientation: Orientation): CSSProperties {
  const column = bet.startsWith('column');
  if (orientation === 'landscape') {
    return column ? { left: '50%', top: '50%' } : { left: 'calc(100% - 17px)', top: '50%' };
  }
  return column ? { left: 'calc(100% - 16px)', top: '50%' } : { left: '50%', top: 'calc(100% - 17px)' };
}

/**
 * The felt: 0-36 and the outside bets. A click on a number bets it straight; a click
 * on or near a line between numbers bets the split, corner, street or six line there
 * (`insideBetAt`), which the hover shows before the chip goes down. Keyboard users
 * get the straight bet of the focused number and every outside bet.
 */
export function RouletteTable({ params, currency, orientation, busy, pocket, onPlace }: Props) {
  const inside = useRef<HTMLDivElement>(null);
  const [hover, setHover] = useState<string | null>(null);
  const covered = new Set(hover ? (rouletteBetNumbers(hover) ?? []) : []);
  const winning = (bet: string) => pocket !== null && (rouletteBetNumbers(bet)?.includes(pocket) ?? false);

  const betAtPointer = (event: { clientX: number; clientY: number }): string | null => {
    const box = inside.current?.getBoundingClientRect();
    if (!box || box.width === 0) return null;
    return insideBetAt(
      fromBox((event.clientX - box.left) / box.width, (event.clientY - box.top) / box.height, orientation),
    );
  };

  const handleInsideClick = (event: MouseEvent<HTMLDivElement>) => {
    if (busy) return;
    // detail 0: a keyboard press on a number button, which bets that number.
    const bet =
      event.detail === 0
        ? ((event.target as HTMLElement).closest<HTMLElement>('[data-bet]')?.dataset.bet ?? null)
        : betAtPointer(event);
    if (bet) onPlace(bet);
  };

  const handleInsideMove = (event: PointerEvent<HTMLDivElement>) => {
    if (event.pointerType !== 'mouse') return;
    const bet = betAtPointer(event);
    if (bet !== hover) setHover(bet);
  };

  const insideChips = params.chips.filter((chip) => insideAnchor(chip.bet) !== null);
  const hoverAnchor = hover && !busy ? insideAnchor(hover) : null;
  const amountOf = (bet: string) => params.chips.find((chip) => chip.bet === bet)?.amount;
  const settledLook = (bet: string) =>
    pocket === null ? undefined : winning(bet) ? ('won' as const) : ('lost' as const);

  const placeStyle = (anchor: { u: number; v: number }): CSSProperties => {
    const { x, y } = toBox(anchor, orientation);
    return { left: `${x * 100}%`, top: `${y * 100}%` };
  };

  return (
    <div className={classes.table} data-orientation={orientation} data-busy={busy || undefined}>
      {/* biome-ignore lint/a11y/noStaticElementInteractions: the numbers inside are buttons; this only reads where a pointer landed between them */}
      {/* biome-ignore lint/a11y/useKeyWithClickEvents: keyboard presses reach the number buttons inside */}
      <div
        ref={inside}
        className={classes.inside}
        style={orientation === 'landscape' ? gridArea([1, 14, 1, 4]) : gridArea([3, 6, 1, 14])}
        onClick={handleInsideClick}
        onPointerMove={handleInsideMove}
        onPointerLeave={() => setHover(null)}
      >
        {[0, ...NUMBERS].map((number) => (
          <button
            key={number}
            type="button"
            className={classes.number}
            style={numberPlace(number, orientation)}
            data-bet={`straight:${number}`}
            data-colour={pocketColour(number)}
            data-covered={covered.has(number) || undefined}
            data-win={pocket === number || undefined}
            aria-disabled={busy || undefined}
            aria-label={`${number}${amountOf(`straight:${number}`) ? `, ${amountOf(`straight:${number}`)} ${currency} on it` : ''}`}
          >
            {number}
          </button>
        ))}
        {insideChips.map((chip) => {
          const anchor = insideAnchor(chip.bet);
          if (!anchor) return null;
          const look = stackLook(chip.amount, currency);
          return (
            <span
              key={chip.bet}
              className={classes.chipSpot}
              style={placeStyle(anchor)}
              data-outcome={settledLook(chip.bet)}
            >
              <Chip label={look.label} colour={look.colour} size={orientation === 'landscape' ? 26 : 24} />
            </span>
          );
        })}
        {hoverAnchor && !insideChips.some((chip) => chip.bet === hover) && (
          <span className={classes.ghost} style={placeStyle(hoverAnchor)} />
        )}
      </div>
      {OUTSIDE_CELLS.map((cell) => {
        const amount = amountOf(cell.bet);
        const look = amount ? stackLook(amount, currency) : null;
        return (
          <button
            key={cell.bet}
            type="button"
            className={classes.outside}
            style={gridArea(orientation === 'landscape' ? cell.landscape : cell.portrait)}
            data-bet={cell.bet}
            data-win={winning(cell.bet) || undefined}
            data-hover={hover === cell.bet || undefined}
            data-staked={look !== null || undefined}
            aria-disabled={busy || undefined}
            aria-label={`${cell.bet.startsWith('column') ? `2:1, column ${cell.bet.slice(7)}` : cell.label}${amount ? `, ${amount} ${currency} on it` : ''}`}
            onClick={() => !busy && onPlace(cell.bet)}
            onPointerEnter={(event) => event.pointerType === 'mouse' && setHover(cell.bet)}
            onPointerLeave={() => setHover(null)}
          >
            {cell.bet === 'red' || cell.bet === 'black' ? (
              <span className={classes.diamond} data-colour={cell.bet} />
            ) : (
              <span className={classes.outsideLabel}>{cell.label}</span>
            )}
            {look && (
              <span
                className={classes.chipSpot}
                style={outsideChipPlace(cell.bet, orientation)}
                data-outcome={settledLook(cell.bet)}
              >
                <Chip label={look.label} colour={look.colour} size={orientation === 'landscape' ? 26 : 24} />
              </span>
            )}
          </button>
        );
      })}
    </div>
  );
}
