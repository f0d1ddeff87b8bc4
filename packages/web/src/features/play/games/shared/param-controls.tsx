import { Input, SegmentedControl, Select, type SelectProps, Stack } from '@mantine/core';
import type { ParamsProps } from '../../game-ui';

/** Choices from one of core's lists of words, each shown capitalised ("low" reads "Low"). */
export function wordOptions<T extends string>(words: readonly T[]): { value: T; label: string }[] {
  return words.map((word) => ({ value: word, label: word[0]?.toUpperCase() + word.slice(1) }));
}

interface ChoiceRowProps<T extends string> {
  label: string;
  data: readonly { value: T; label: string }[];
  value: T;
  onChange(value: T): void;
  /** A round is on: the setting is part of it and cannot change. */
  disabled: boolean;
}

/** A labelled row of a few choices (a risk, a difficulty) that fills the panel's width. */
export function ChoiceRow<T extends string>({ label, data, value, onChange, disabled }: ChoiceRowProps<T>) {
  return (
    <Input.Wrapper label={label} labelElement="div">
      <SegmentedControl
        fullWidth
        aria-label={label}
        data={[...data]}
        value={value}
        onChange={(next) => onChange(next as T)}
        disabled={disabled}
      />
    </Input.Wrapper>
  );
}

type NumberSelectProps<T extends number> = Omit<
  SelectProps,
  'data' | 'value' | 'onChange' | 'allowDeselect'
> & {
  data: readonly T[];
  value: T;
  onChange(value: T): void;
};

/** A drop-down of counts (rows, segments, mines) that always holds one of them. */
export function NumberSelect<T extends number>({ data, value, onChange, ...props }: NumberSelectProps<T>) {
  return (
    <Select
      {...props}
      data={data.map(String)}
      value={String(value)}
      onChange={(next) => next && onChange(Number(next) as T)}
      allowDeselect={false}
    />
  );
}

type RiskAndCountProps<P extends { risk: string } & Record<K, number>, K extends keyof P> = ParamsProps<P> & {
  risks: readonly P['risk'][];
  /** The setting beside the risk that counts something (plinko's rows, the wheel's segments). */
  countKey: K;
  countLabel: string;
  counts: readonly P[K][];
};

/** A risk and a count that together choose a game's payout table, neither changeable mid-bet. */
export function RiskAndCountControls<P extends { risk: string } & Record<K, number>, K extends keyof P>({
  value,
  onChange,
  busy,
  risks,
  countKey,
  countLabel,
  counts,
}: RiskAndCountProps<P, K>) {
  return (
    <Stack gap="sm">
      <ChoiceRow
        label="Risk"
        data={wordOptions(risks)}
        value={value.risk}
        onChange={(risk) => onChange({ ...value, risk })}
        disabled={busy}
      />
      <NumberSelect
        label={countLabel}
        data={counts}
        value={value[countKey]}
        onChange={(count) => onChange({ ...value, [countKey]: count })}
        disabled={busy}
      />
    </Stack>
  );
}
