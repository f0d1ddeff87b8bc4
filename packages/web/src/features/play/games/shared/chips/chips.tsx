import { toDecimalString } from '@ante/core';
import { Input } from '@mantine/core';
import type { CSSProperties } from 'react';
import { useGameSound } from '../../../sound';
import { setSelectedChip, useSelectedChip } from './chip-store';
import { chipValues } from './chip-values';
import classes from './chips.module.css';

interface ChipProps {
  label: string;
  colour: string;
  /** Diameter in CSS px. */
  size: number;
  className?: string;
  style?: CSSProperties;
}

/** A casino chip: a coloured disc with a dashed edge and its value printed in the middle. */
export function Chip({ label, colour, size, className, style }: ChipProps) {
  return (
    <span
      className={[classes.chip, className].filter(Boolean).join(' ')}
      style={{ '--chip': colour, '--size': `${size}px`, ...style } as CSSProperties}
      data-long={label.length > 3 || undefined}
      aria-hidden="true"
    >
      {label}
    </span>
  );
}

/**
 * The chip the player drops on the table, for the bet panel of roulette and baccarat.
 * A chip counts units of the currency's smallest amount; its value in the currency
 * is written beside the label.
 */
export function ChipPicker({ currency, disabled }: { currency: string; disabled: boolean }) {
  const play = useGameSound();
  const selected = useSelectedChip();
  const chips = chipValues(currency);
  const current = chips[selected] ?? chips[0];

  return (
    <Input.Wrapper
      labelElement="div"
      label={
        <span className={classes.pickerLabel}>
          <span>Chip value</span>
          <span className={classes.pickerValue}>
            {current ? toDecimalString(current.atoms) : ''} {currency}
          </span>
        </span>
      }
      classNames={{ label: classes.pickerLabelRow }}
    >
      <div className={classes.picker} role="radiogroup" aria-label="Chip value">
        {chips.map((chip) => (
          // biome-ignore lint/a11y/useSemanticElements: each chip is a styled button acting as one radio of the chip-value group
          <button
            key={chip.index}
            type="button"
            role="radio"
            className={classes.pickerChip}
            aria-checked={chip.index === selected}
            aria-label={`${toDecimalString(chip.atoms)} ${currency}`}
            disabled={disabled}
            onClick={() => {
              play('click');
              setSelectedChip(chip.index);
            }}
          >
            <Chip label={chip.label} colour={chip.colour} size={32} />
          </button>
        ))}
      </div>
    </Input.Wrapper>
  );
}
