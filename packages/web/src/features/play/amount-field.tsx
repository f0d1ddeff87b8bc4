import { TextInput, UnstyledButton } from '@mantine/core';
import { CurrencyIcon } from '../../ui/currency-icon';
import classes from './bet-panel.module.css';
import { PanelBalance } from './panel-balance';
import type { BetAmount } from './use-bet-amount';

type AmountFieldProps = { amount: BetAmount; disabled: boolean };

/**
 * The bet amount in the selected currency with ½, 2× and Max beside it and its fiat
 * value under it. Games that stake through their own chips show their total here,
 * read-only.
 */
export function AmountField({ amount, disabled }: AmountFieldProps) {
  const error = amount.check.ok ? null : amount.check.error;
  return (
    <div className={classes.field}>
      <div className={classes.labelRow}>
        <label className={classes.label} htmlFor="bet-amount">
          {amount.fixedStake ? 'Total bet' : 'Bet amount'}
        </label>
        {amount.balance !== null && <PanelBalance />}
      </div>
      <div className={classes.amountRow} data-error={error !== null || undefined}>
        <TextInput
          id="bet-amount"
          className={classes.amountInput}
          classNames={{ input: classes.amountInputField }}
          value={amount.text}
          onChange={(event) => amount.setText(event.currentTarget.value)}
          onBlur={amount.normalize}
          onFocus={(event) => event.currentTarget.select()}
          inputMode="decimal"
          autoComplete="off"
          spellCheck={false}
          readOnly={amount.fixedStake}
          disabled={disabled}
          size="md"
          aria-invalid={error !== null}
          aria-describedby={error ? 'bet-amount-error' : undefined}
          rightSection={<CurrencyIcon currency={amount.currency} size={18} />}
          rightSectionPointerEvents="none"
          rightSectionWidth={32}
        />
        {!amount.fixedStake && (
          <div className={classes.amountButtons}>
            <UnstyledButton className={classes.amountButton} onClick={amount.halve} disabled={disabled}>
              ½
            </UnstyledButton>
            <UnstyledButton className={classes.amountButton} onClick={amount.double} disabled={disabled}>
              2×
            </UnstyledButton>
            <UnstyledButton
              className={classes.amountButton}
              onClick={amount.max}
              disabled={disabled || amount.balance === null}
            >
              Max
            </UnstyledButton>
          </div>
        )}
      </div>
      <div className={classes.fieldFoot}>
        {error ? (
          <p className={classes.error} id="bet-amount-error" role="alert">
            {error}
          </p>
        ) : (
          <span />
        )}
        {amount.fiatText !== null && (
          <span className={classes.fiat} data-testid="bet-amount-fiat">
            ≈ {amount.fiatText}
          </span>
        )}
      </div>
    </div>
  );
}
