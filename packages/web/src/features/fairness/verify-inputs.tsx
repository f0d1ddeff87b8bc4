import { Input, SegmentedControl, Text } from '@mantine/core';
import { type ReactNode, useId } from 'react';
import classes from './fairness.module.css';

/**
 * The pieces the games' Verify tab inputs are built from (each game's own form lives
 * in its folder under games/): the Verify tab's look, and the readers that turn
 * typed text and a link's params into inputs.
 */

const capitalise = (word: string) => word.charAt(0).toUpperCase() + word.slice(1);

/** A row of choices from values, labelled with the values capitalised ("Low", "Medium"). */
export const options = <T extends string | number>(values: readonly T[]) =>
  values.map((value) => ({ value: String(value) as `${T}`, label: capitalise(String(value)) }));

/** A row of choices with a visible label that also names the radio group for assistive tech. */
export function Choice<T extends string>(props: {
  label: string;
  value: T;
  data: { value: T; label: string }[];
  onChange: (value: T) => void;
}) {
  const id = useId();
  return (
    <div className={classes.choice}>
      <Input.Label id={id} size="sm" component="span">
        {props.label}
      </Input.Label>
      <SegmentedControl
        aria-labelledby={id}
        fullWidth
        size="sm"
        value={props.value}
        data={props.data}
        onChange={(value) => props.onChange(value as T)}
        classNames={{
          root: classes.segmented,
          indicator: classes.segmentedIndicator,
          label: classes.segmentedLabel,
        }}
      />
    </div>
  );
}

/** A line of explanation where a game has no inputs, or inputs that only set the multiplier. */
export function Note({ children }: { children: ReactNode }) {
  return (
    <Text size="xs" c="dimmed" className={classes.note}>
      {children}
    </Text>
  );
}

/** Two inputs side by side. */
export function ParamsGrid({ children }: { children: ReactNode }) {
  return <div className={classes.paramsGrid}>{children}</div>;
}

/** "12.5" -> 12.5; anything that is not a plain decimal becomes NaN, which the game's schema reports by name. */
export function toNumber(text: string): number {
  const trimmed = text.trim();
  return /^\d+(\.\d+)?$/.test(trimmed) ? Number(trimmed) : Number.NaN;
}

/** A link's number or string as input text, or the current input when it is neither. */
export const textOf = (value: unknown, fallback: string) =>
  typeof value === 'number' || typeof value === 'string' ? String(value) : fallback;

/** A link's value when it is one of `options`, or the current input otherwise. */
export function oneOf<T extends string>(value: unknown, options: readonly T[], fallback: T): T {
  return options.includes(value as T) ? (value as T) : fallback;
}
