import type { CryptoCode } from '@ante/core';
import { NumberInput, TextInput, UnstyledButton } from '@mantine/core';
import { CurrencyIcon } from '../../ui/currency-icon';
import type { OnOutcome } from './auto-bet';
import classes from './bet-panel.module.css';
import { InfinityIcon } from './play-icons';
import type { AutoBet, AutoForm } from './use-auto-bet';

type OutcomeFieldProps = {
  label: 'On win' | 'On loss';
  value: OnOutcome;
  onChange(next: OnOutcome): void;
  disabled: boolean;
  /** Chip games cannot scale their stakes: reset is the only rule there. */
  canIncrease: boolean;
};

function OutcomeField({ label, value, onChange, disabled, canIncrease }: OutcomeFieldProps) {
  const increasing = value.mode === 'increase';
  return (
    <fieldset className={classes.outcome} disabled={disabled}>
      <legend className={classes.label}>{label}</legend>
      <div className={classes.outcomeRow}>
        <div className={classes.toggle}>
          <UnstyledButton
            className={classes.toggleButton}
            data-active={!increasing || undefined}
            aria-pressed={!increasing}
            onClick={() => onChange({ ...value, mode: 'reset' })}
          >
            Reset
          </UnstyledButton>
          <UnstyledButton
            className={classes.toggleButton}
            data-active={increasing || undefined}
            aria-pressed={increasing}
            disabled={!canIncrease}
            onClick={() => onChange({ ...value, mode: 'increase' })}
          >
            Increase
          </UnstyledButton>
        </div>
        <NumberInput
          aria-label={`${label}: increase by percent`}
          className={classes.percent}
          value={value.percent}
          onChange={(next) => onChange({ mode: 'increase', percent: typeof next === 'number' ? next : 0 })}
          min={0}
          max={10_000}
          decimalScale={2}
          allowNegative={false}
          hideControls
          size="md"
          disabled={disabled || !increasing}
          rightSection="%"
          rightSectionPointerEvents="none"
        />
      </div>
    </fieldset>
  );
}

type AutoFieldsProps = { auto: AutoBet; currency: CryptoCode; canIncrease: boolean };

/** The auto betting settings: how many bets, what to do after a win or a loss, when to stop. */
export function AutoFields({ auto, currency, canIncrease }: AutoFieldsProps) {
  const { form, setForm, running, progress } = auto;
  const update = (patch: Partial<AutoForm>) => setForm({ ...form, ...patch });
  const left = running && progress && form.count > 0 ? Math.max(0, form.count - progress.placed) : null;
  return (
    <div className={classes.autoFields}>
      <NumberInput
        label="Number of bets"
        classNames={{ label: classes.label }}
        value={left ?? form.count}
        onChange={(next) => update({ count: typeof next === 'number' ? Math.max(0, Math.floor(next)) : 0 })}
        min={0}
        max={1_000_000}
        allowDecimal={false}
        allowNegative={false}
        hideControls
        size="md"
        disabled={running}
        rightSection={form.count === 0 ? <InfinityIcon size={18} /> : undefined}
        rightSectionPointerEvents="none"
      />
      <OutcomeField
        label="On win"
        value={form.onWin}
        onChange={(onWin) => update({ onWin })}
        disabled={running}
        canIncrease={canIncrease}
      />
      <OutcomeField
        label="On loss"
        value={form.onLoss}
        onChange={(onLoss) => update({ onLoss })}
        disabled={running}
        canIncrease={canIncrease}
      />
      <TextInput
        label="Stop on profit"
        classNames={{ label: classes.label }}
        value={form.stopProfit}
        onChange={(event) => update({ stopProfit: event.currentTarget.value })}
        placeholder="0"
        inputMode="decimal"
        autoComplete="off"
        disabled={running}
        rightSection={<CurrencyIcon currency={currency} size={16} />}
        rightSectionPointerEvents="none"
      />
      <TextInput
        label="Stop on loss"
        classNames={{ label: classes.label }}
        value={form.stopLoss}
        onChange={(event) => update({ stopLoss: event.currentTarget.value })}
        placeholder="0"
        inputMode="decimal"
        autoComplete="off"
        disabled={running}
        rightSection={<CurrencyIcon currency={currency} size={16} />}
        rightSectionPointerEvents="none"
      />
    </div>
  );
}
