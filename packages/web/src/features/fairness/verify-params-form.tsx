import {
  KENO_RISKS,
  PLINKO_MAX_ROWS,
  PLINKO_MIN_ROWS,
  PLINKO_RISKS,
  TOWER_DIFFICULTIES,
  WHEEL_RISKS,
  WHEEL_SEGMENTS,
} from '@ante/core';
import { Input, NativeSelect, SegmentedControl, Text, TextInput } from '@mantine/core';
import { type ReactNode, useId } from 'react';
import classes from './fairness.module.css';
import type { FairnessGame } from './fairness-games';
import type { ParamsForm } from './verify-params';

const capitalise = (word: string) => word.charAt(0).toUpperCase() + word.slice(1);
const options = <T extends string | number>(values: readonly T[]) =>
  values.map((value) => ({ value: String(value) as `${T}`, label: capitalise(String(value)) }));

const PLINKO_ROWS = Array.from(
  { length: PLINKO_MAX_ROWS - PLINKO_MIN_ROWS + 1 },
  (_, i) => PLINKO_MIN_ROWS + i,
);
const MINE_COUNTS = Array.from({ length: 24 }, (_, i) => i + 1);

/** A row of choices with a visible label that also names the radio group for assistive tech. */
function Choice<T extends string>(props: {
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

function Note({ children }: { children: ReactNode }) {
  return (
    <Text size="xs" c="dimmed" className={classes.note}>
      {children}
    </Text>
  );
}

type VerifyParamsFormProps = {
  game: FairnessGame;
  value: ParamsForm;
  onChange: (next: ParamsForm) => void;
};

/** The inputs of the game's params (core's `paramsSchema` of each game has the rules). */
export function VerifyParamsForm({ game, value, onChange }: VerifyParamsFormProps) {
  const set = <K extends keyof ParamsForm>(key: K, next: ParamsForm[K]) =>
    onChange({ ...value, [key]: next });
  const text = (key: 'diceTarget' | 'limboTarget' | 'kenoPicks') => ({
    value: value[key],
    onChange: (event: React.ChangeEvent<HTMLInputElement>) => set(key, event.currentTarget.value),
  });

  switch (game) {
    case 'dice':
      return (
        <div className={classes.paramsGrid}>
          <Choice
            label="Condition"
            value={value.diceCondition}
            data={[
              { value: 'over', label: 'Roll over' },
              { value: 'under', label: 'Roll under' },
            ]}
            onChange={(next) => set('diceCondition', next)}
          />
          <TextInput label="Target" inputMode="decimal" size="sm" {...text('diceTarget')} />
        </div>
      );
    case 'limbo':
      return <TextInput label="Target multiplier" inputMode="decimal" size="sm" {...text('limboTarget')} />;
    case 'plinko':
      return (
        <div className={classes.paramsGrid}>
          <NativeSelect
            label="Rows"
            size="sm"
            value={value.plinkoRows}
            data={PLINKO_ROWS.map(String)}
            onChange={(event) => set('plinkoRows', event.currentTarget.value)}
          />
          <Choice
            label="Risk"
            value={value.plinkoRisk}
            data={options(PLINKO_RISKS)}
            onChange={(next) => set('plinkoRisk', next)}
          />
        </div>
      );
    case 'keno':
      return (
        <div className={classes.paramsGrid}>
          <TextInput
            label="Picks"
            description="1 to 10 numbers from 1 to 40, separated by commas"
            placeholder="3, 12, 27"
            inputMode="numeric"
            size="sm"
            {...text('kenoPicks')}
          />
          <Choice
            label="Risk"
            value={value.kenoRisk}
            data={options(KENO_RISKS)}
            onChange={(next) => set('kenoRisk', next)}
          />
        </div>
      );
    case 'mines':
      return (
        <NativeSelect
          label="Mines"
          size="sm"
          value={value.mines}
          data={MINE_COUNTS.map(String)}
          onChange={(event) => set('mines', event.currentTarget.value)}
        />
      );
    case 'wheel':
      return (
        <div className={classes.paramsGrid}>
          <Choice
            label="Segments"
            value={value.wheelSegments}
            data={options(WHEEL_SEGMENTS)}
            onChange={(next) => set('wheelSegments', next)}
          />
          <Choice
            label="Risk"
            value={value.wheelRisk}
            data={options(WHEEL_RISKS)}
            onChange={(next) => set('wheelRisk', next)}
          />
        </div>
      );
    case 'takethecrown':
      return (
        <Choice
          label="Difficulty"
          value={value.difficulty}
          data={options(Object.keys(TOWER_DIFFICULTIES) as ParamsForm['difficulty'][])}
          onChange={(next) => set('difficulty', next)}
        />
      );
    case 'roulette':
      return (
        <Note>
          The pocket does not depend on where the chips were.
          {value.rouletteChips && ` The multiplier uses this round's ${value.rouletteChips.length} bets.`}
        </Note>
      );
    case 'baccarat':
      return (
        <Note>
          The cards do not depend on the bets.
          {value.baccaratStakes && " The multiplier uses this round's stakes."}
        </Note>
      );
    case 'blackjack':
      return (
        <Note>
          The cards come off the stream in this order whatever is played: yours, the dealer's, then every card
          drawn.
        </Note>
      );
    case 'topdollar':
      return <Note>The ladder draws these cards in order, whatever is guessed.</Note>;
  }
}
